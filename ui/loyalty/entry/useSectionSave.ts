// Owns: a loyalty dialog's save of one programme section, as a run of the submission machine
// (machines/business/submission.machine.ts): the port's write as its `submit` actor; success puts
// the answered programme in the area (every page sees it), shows the spec's green notice
// ('Tiers updated', 'Level 3 updated', 'Season updated') and tells the dialog; a failure keeps
// the dialog open with the server's message in its red banner (spec 2 §8). Mount the dialog's
// content per opening: a machine that saved is done.
import { useMachine } from "@xstate/react";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type Created, type SubmitInput, submissionMachine } from "../../../machines/business/submission.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { useProgrammeHandle } from "./ProgrammeContext";

type Saved = Created & { readonly programme: LoyaltyProgramme; readonly notice: string };

export interface SectionSave<V> {
  readonly canSave: boolean;
  readonly saving: boolean;
  /** The last failure's message, for the dialog's red banner; null when none. */
  readonly failure: string | null;
  readonly save: (values: V) => void;
}

export const useSectionSave = <V,>(
  write: (values: V, rev: number) => Promise<LoyaltyProgramme>,
  notice: (values: V) => string,
  onSaved: () => void,
): SectionSave<V> => {
  const toast = useToast();
  const { businessId, programme, replace } = useProgrammeHandle();
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ write, notice, onSaved, replace, rev: programme?._rev ?? 0 });
  latest.current = { write, notice, onSaved, replace, rev: programme?._rev ?? 0 };
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          submit: fromPromise<Created, SubmitInput>(async ({ input }) => {
            const values = input.values as V;
            const saved = await latest.current.write(values, latest.current.rev);
            return { id: businessId, programme: saved, notice: latest.current.notice(values) } satisfies Saved;
          }),
        },
        actions: {
          notifyCreated: (_, created) => {
            const { programme: saved, notice: text } = created as Saved;
            toast.success(text);
            latest.current.replace(saved);
            latest.current.onSaved();
          },
          notifyFailed: (_, { message }) => setFailure(message),
        },
      }),
    [toast, businessId],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    canSave: snapshot.can({ type: "form.submit", values: null }),
    saving: snapshot.matches("submitting"),
    failure,
    save: (values) => {
      setFailure(null);
      send({ type: "form.submit", values });
    },
  };
};
