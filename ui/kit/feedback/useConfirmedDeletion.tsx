// Owns: "confirm, then delete, then toast" for any record, driven by the deletion machine
// (machines/business/deletion.machine.ts): `request` opens the spec's 'Confirmation' dialog
// (spec 1 §2) with the caller's question and its red Delete button, which spins while `remove`
// runs; then the caller's text in green and `onDeleted`, or the server's message in red and
// `onFailed`. The page renders `dialog`. Each area's hook only names its question, its delete
// call and its texts.
// Options are read at the moment they are needed, so callers may pass fresh closures each render.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "./ConfirmationDialog";
import { useToast } from "./ToastProvider";

/** The spec's question of the loyalty and marketing areas (spec 2 §8, spec 3 §8), letter for letter. */
export const deleteQuestion = (name: string): string => `Are you sure to delete ${name} ?`;

export interface ConfirmedDeletionOptions {
  readonly question: (name: string) => string;
  /** What the dialog shows under the question about this record, if anything. */
  readonly details?: (target: DeletionTarget) => ReactNode;
  readonly remove: (target: DeletionTarget) => Promise<void>;
  /** The green notice once the record is gone. */
  readonly deleted: (target: DeletionTarget) => string;
  readonly onDeleted?: (target: DeletionTarget) => void;
  readonly onFailed?: () => void;
}

export interface ConfirmedDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const useConfirmedDeletion = (options: ConfirmedDeletionOptions): ConfirmedDeletion => {
  const toast = useToast();
  const latest = useRef(options);
  latest.current = options;
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: { remove: fromPromise<void, DeletionTarget>(({ input }) => latest.current.remove(input)) },
        actions: {
          notifyDeleted: (_, target) => {
            toast.success(latest.current.deleted(target));
            latest.current.onDeleted?.(target);
          },
          notifyFailed: (_, { message }) => {
            toast.error(message);
            latest.current.onFailed?.();
          },
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
        message={target === null ? "" : latest.current.question(target.name)}
        details={target === null ? undefined : latest.current.details?.(target)}
        confirmLabel="Delete"
        busy={snapshot.matches("deleting")}
        onConfirm={() => send({ type: "delete.confirm" })}
        onCancel={() => send({ type: "delete.cancel" })}
      />
    ),
  };
};
