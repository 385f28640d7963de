// Owns: deleting a voucher (spec 3 §8): 'Are you sure to delete {name} ?' through the shared
// confirm-delete-toast hook (ui/kit/feedback/useConfirmedDeletion.tsx); 'Voucher {name} deleted'
// in green after, the server's message in red on failure (the feedback rewards page passes
// 'Reward {name} deleted'). `onDeleted` lets the page list again.
import { type ConfirmedDeletion, deleteQuestion, useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import { usePorts } from "../../ports/PortsProvider";

export const voucherDeletedMessage = (name: string): string => `Voucher ${name} deleted`;

export const useVoucherDeletion = (businessId: string, onDeleted: () => void, deletedMessage = voucherDeletedMessage): ConfirmedDeletion => {
  const { marketing } = usePorts();
  return useConfirmedDeletion({
    question: deleteQuestion,
    remove: (target) => marketing.deleteVoucher(businessId, target.id),
    deleted: (target) => deletedMessage(target.name),
    onDeleted: () => onDeleted(),
  });
};
