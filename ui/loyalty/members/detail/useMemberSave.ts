// Owns: a member dialog's save, as a run of the submission machine
// (machines/business/submission.machine.ts): the port's write as its `submit` actor; success
// shows the spec's green notice ('Member stat updated', '{amount} credit sent to {name}
// ({phone})') and hands the answered member back; a failure keeps the dialog open with the
// server's message in its red banner (spec 2 §8). Mount the dialog's content per opening.
import { useMachine } from "@xstate/react";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type Created, type SubmitInput, submissionMachine } from "../../../../machines/business/submission.machine";
import { useToast } from "../../../kit/feedback/ToastProvider";
import type { LoyaltyMember } from "../../../ports/loyaltyMembersPort";

type Saved = Created & { readonly member: LoyaltyMember; readonly notice: string };

export interface MemberSave<V> {
  readonly saving: boolean;
  readonly failure: string | null;
  readonly save: (values: V) => void;
}

export const useMemberSave = <V,>(
  write: (values: V) => Promise<LoyaltyMember>,
  notice: (values: V, member: LoyaltyMember) => string,
  onSaved: (member: LoyaltyMember) => void,
): MemberSave<V> => {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ write, notice, onSaved });
  latest.current = { write, notice, onSaved };
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          submit: fromPromise<Created, SubmitInput>(async ({ input }) => {
            const values = input.values as V;
            const member = await latest.current.write(values);
            return { id: member.id, member, notice: latest.current.notice(values, member) } satisfies Saved;
          }),
        },
        actions: {
          notifyCreated: (_, created) => {
            const { member, notice: text } = created as Saved;
            toast.success(text);
            latest.current.onSaved(member);
          },
          notifyFailed: (_, { message }) => setFailure(message),
        },
      }),
    [toast],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    saving: snapshot.matches("submitting"),
    failure,
    save: (values) => {
      setFailure(null);
      send({ type: "form.submit", values });
    },
  };
};
