// Deleting a reward from the programme's rewards table (DELETE /membership/rewards/{voucherId};
// spec 2 §4 'Reward deletion inside the level-up pool is refused'): the voucher must be a
// MEMBER_REWARD voucher of the business ('Invalid reward'); while the level-up pool or fixed
// vouchers name it the delete is refused ('Unable to delete reward in level up reward', 409);
// otherwise it leaves the on-join reward (a programme event) and the voucher is deleted (its own
// stream), both in ONE unit of work decided on the programme as it stands.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { voucherDecider } from "../../marketing/voucher";
import { voucherStreamId } from "../../marketing/voucherModel";
import { programmeDecider } from "../programme/programme";
import { programmeStreamId } from "../programme/programmeModel";
import { REWARD_IN_LEVEL_UP, rewardInLevelUpPool } from "../programme/rewards";
import { ensureRewards } from "./programmeReferences";

export const deleteReward = async (engine: Engine, businessId: string, voucherId: string, options: RunOptions): Promise<void> => {
  await ensureRewards(engine, businessId, [voucherId], ["voucherId"]);
  const stream = programmeStreamId(businessId);
  await engine.runner.transact(async (unit) => {
    const { state } = await unit.load(programmeDecider, stream);
    if (state.status === "active") {
      if (rewardInLevelUpPool(state.onLevelReward, voucherId)) throw new DomainError(REWARD_IN_LEVEL_UP, 409);
      if (state.onJoinReward.vouchers.includes(voucherId)) {
        const vouchers = state.onJoinReward.vouchers.filter((id) => id !== voucherId);
        await unit.decide(programmeDecider, stream, { type: "ReplaceOnJoinReward", data: { vouchers } });
      }
    }
    await unit.decide(voucherDecider, voucherStreamId(voucherId), { type: "DeleteVoucher", data: {} });
  }, options);
};
