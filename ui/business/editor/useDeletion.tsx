// Owns: deleting a record from a page through the deletion machine
// (machines/business/deletion.machine.ts) and the spec's 'Confirmation' dialog with its red
// Delete button (spec 1 §2). `request` opens the dialog for a record; the page renders `dialog`.
// A deletion shows the green 'Action was successful' toast and calls `onDeleted`; a failure shows
// the server's message in red.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import { ACTION_SUCCEEDED } from "./useDocumentEditor";

export interface Deletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const useDeletion = (remove: (id: string) => Promise<void>, onDeleted: (target: DeletionTarget) => void): Deletion => {
  const toast = useToast();
  const latest = useRef({ remove, onDeleted });
  latest.current = { remove, onDeleted };
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: { remove: fromPromise<void, DeletionTarget>(({ input }) => latest.current.remove(input.id)) },
        actions: {
          notifyDeleted: (_, target) => {
            toast.success(ACTION_SUCCEEDED);
            latest.current.onDeleted(target);
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [toast],
  );
  const [snapshot, send] = useMachine(machine);
  const target = snapshot.context.target;
  return {
    request: (next) => send({ type: "delete.request", target: next }),
    dialog: (
      <ConfirmationDialog
        visible={target !== null}
        message={target === null ? "" : `Delete ${target.name}? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => send({ type: "delete.confirm" })}
        onCancel={() => send({ type: "delete.cancel" })}
      />
    ),
  };
};
