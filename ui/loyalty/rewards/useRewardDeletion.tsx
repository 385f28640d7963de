// Owns: deleting a reward (spec 2 §2 Rewards row action delete; §4 "Reward deletion inside the
// level-up pool is refused"; §8): the 'Confirmation' dialog asking 'Are you sure to delete {name} ?'
// with its red Delete button, driven by the deletion machine (machines/business/deletion.machine.ts)
// over DELETE /membership/rewards/{id}; 'Reward {name} deleted' in green after, the server's
// refusal in red ('Unable to delete reward in level up reward'). The server also takes the reward
// out of the on-join list, so `onDeleted` reads the programme and the rows again.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { deleteQuestion } from "../../marketing/voucher/useVoucherDeletion";

export const rewardDeleted = (name: string): string => `Reward ${name} deleted`;

export interface RewardDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

export const useRewardDeletion = (businessId: string, onDeleted: () => void): RewardDeletion => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: { remove: fromPromise<void, DeletionTarget>(({ input }) => loyalty.deleteReward(businessId, input.id)) },
        actions: {
          notifyDeleted: (_, target) => {
            toast.success(rewardDeleted(target.name));
            latest.current();
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [loyalty, businessId, toast],
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
