// Owns: deleting a promotion (spec 3 §2 "a delete icon per row", §8): 'Are you sure to delete
// {name} ?' through the shared confirm-delete-toast hook
// (ui/kit/feedback/useConfirmedDeletion.tsx); 'Promotion {name} deleted' in green after, the
// server's message in red on failure. `onDeleted` lets the page list again.
import { type ConfirmedDeletion, deleteQuestion, useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import { usePorts } from "../../ports/PortsProvider";
import { promotionDeleted } from "./promotionTexts";

export const usePromotionDeletion = (businessId: string, onDeleted: () => void): ConfirmedDeletion => {
  const { marketing } = usePorts();
  return useConfirmedDeletion({
    question: deleteQuestion,
    remove: (target) => marketing.deletePromotion(businessId, target.id),
    deleted: (target) => promotionDeleted(target.name),
    onDeleted: () => onDeleted(),
  });
};
