// Owns: deleting a voucher (spec 3 §8): the 'Confirmation' dialog asking 'Are you sure to delete
// {name} ?' with its red Delete button, driven by the deletion machine
// (machines/business/deletion.machine.ts); 'Voucher {name} deleted' in green after, the server's
// message in red on failure (the feedback rewards page passes 'Reward {name} deleted'). `onDeleted`
// lets the page list again.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";

export const deleteQuestion = (name: string): string => `Are you sure to delete ${name} ?`;
export const voucherDeletedMessage = (name: string): string => `Voucher ${name} deleted`;

export interface VoucherDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const useVoucherDeletion = (businessId: string, onDeleted: () => void, deletedMessage = voucherDeletedMessage): VoucherDeletion => {
  const { marketing } = usePorts();
  const toast = useToast();
  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: { remove: fromPromise<void, DeletionTarget>(({ input }) => marketing.deleteVoucher(businessId, input.id)) },
        actions: {
          notifyDeleted: (_, target) => {
            toast.success(deletedMessage(target.name));
            latest.current();
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [marketing, businessId, toast, deletedMessage],
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
