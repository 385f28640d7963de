// The 'New member reward' switch of a reward row (spec 2 §3 onJoinReward: the vouchers a new
// member receives; §7 PUT /membership/on-join-reward): turning it on or off writes the on-join
// list at the programme's revision; 'Reward {name} updated' in green, a refusal in red.
// Decision where the spec is silent: the column is where the on-join list is edited. The caller
// keys the switch by the programme's revision, so each saved write starts a fresh save.
import { InputSwitch } from "primereact/inputswitch";
import { useEffect } from "react";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useSectionSave } from "../entry/useSectionSave";

export const rewardUpdated = (name: string): string => `Reward ${name} updated`;

export interface OnJoinSwitchProps {
  readonly programme: LoyaltyProgramme;
  readonly reward: { readonly id: string; readonly name: string };
}

export const OnJoinSwitch = ({ programme, reward }: OnJoinSwitchProps) => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const vouchers = programme.onJoinReward.vouchers;
  const on = vouchers.includes(reward.id);
  const save = useSectionSave<boolean>(
    (wanted, rev) =>
      loyalty.replaceOnJoinReward({
        businessId: programme.businessId,
        rev,
        change: wanted ? [...vouchers, reward.id] : vouchers.filter((id) => id !== reward.id),
      }),
    () => rewardUpdated(reward.name),
    () => undefined,
  );
  useEffect(() => {
    if (save.failure !== null) toast.error(save.failure);
  }, [save.failure, toast]);
  return (
    <InputSwitch
      checked={on}
      disabled={!save.canSave}
      onChange={(event) => save.save(event.value)}
      aria-label={`New member reward: ${reward.name}`}
    />
  );
};
