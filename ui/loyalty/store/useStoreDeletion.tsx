// Owns: deleting a category or a bundle of the member store behind the spec's 'Confirmation'
// dialog ('Are you sure to delete {name} ?', red Delete), through the deletion machine
// (machines/business/deletion.machine.ts). The deletion is a whole-list write with the revision
// read; success puts the answered programme in the area and says the given notice; a failure
// says the server's message in red and reads the programme again, so a list someone else changed
// (409) is shown as it is now.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { useProgrammeHandle } from "../entry/ProgrammeContext";

export const deleteQuestion = (name: string): string => `Are you sure to delete ${name} ?`;

export interface StoreDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const useStoreDeletion = (remove: (target: DeletionTarget, rev: number) => Promise<LoyaltyProgramme>, notice: string): StoreDeletion => {
  const toast = useToast();
  const handle = useProgrammeHandle();
  const latest = useRef({ remove, handle });
  latest.current = { remove, handle };
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: {
          remove: fromPromise<void, DeletionTarget>(async ({ input }) => {
            const { handle: current } = latest.current;
            current.replace(await latest.current.remove(input, current.programme?._rev ?? 0));
          }),
        },
        actions: {
          notifyDeleted: () => toast.success(notice),
          notifyFailed: (_, { message }) => {
            toast.error(message);
            latest.current.handle.reload();
          },
        },
      }),
    [toast, notice],
  );
  const [snapshot, send] = useMachine(machine);
  const target = snapshot.context.target;
  return {
    request: (next) => send({ type: "delete.request", target: next }),
    dialog: (
      <ConfirmationDialog
        visible={target !== null}
        message={target === null ? "" : deleteQuestion(target.name)}
        confirmLabel="Delete"
        busy={snapshot.matches("deleting")}
        onConfirm={() => send({ type: "delete.confirm" })}
        onCancel={() => send({ type: "delete.cancel" })}
      />
    ),
  };
};
