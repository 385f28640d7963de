// Owns: deleting a reward (spec 2 §2 Rewards row action delete; §4 "Reward deletion inside the
// level-up pool is refused"; §8): 'Are you sure to delete {name} ?' through the shared
// confirm-delete-toast hook (ui/kit/feedback/useConfirmedDeletion.tsx) over
// DELETE /membership/rewards/{id}; 'Reward {name} deleted' in green after, the server's refusal in
// red ('Unable to delete reward in level up reward'). The server also takes the reward out of the
// on-join list, so `onDeleted` reads the programme and the rows again.
import { type ConfirmedDeletion, deleteQuestion, useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import { usePorts } from "../../ports/PortsProvider";

export const rewardDeleted = (name: string): string => `Reward ${name} deleted`;

export const useRewardDeletion = (businessId: string, onDeleted: () => void): ConfirmedDeletion => {
  const { loyalty } = usePorts();
  return useConfirmedDeletion({
    question: deleteQuestion,
    remove: (target) => loyalty.deleteReward(businessId, target.id),
    deleted: (target) => rewardDeleted(target.name),
    onDeleted: () => onDeleted(),
  });
};
