// Owns: deleting a promotion (spec 3 §2 "a delete icon per row", §8): the 'Confirmation' dialog
// asking 'Are you sure to delete {name} ?' with its red Delete button, driven by the deletion
// machine (machines/business/deletion.machine.ts); 'Promotion {name} deleted' in green after,
// the server's message in red on failure. `onDeleted` lets the page list again.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { deleteQuestion } from "../voucher/useVoucherDeletion";
import { promotionDeleted } from "./promotionTexts";

export interface PromotionDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const usePromotionDeletion = (businessId: string, onDeleted: () => void): PromotionDeletion => {
  const { marketing } = usePorts();
  const toast = useToast();
  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: { remove: fromPromise<void, DeletionTarget>(({ input }) => marketing.deletePromotion(businessId, input.id)) },
        actions: {
          notifyDeleted: (_, target) => {
            toast.success(promotionDeleted(target.name));
            latest.current();
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [marketing, businessId, toast],
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
