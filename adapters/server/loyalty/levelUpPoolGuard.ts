// A MEMBER_REWARD voucher in the programme's level-up reward (pool or fixed vouchers) may not be
// deleted: 409 'Unable to delete reward in level up reward' (spec 2 §8). Both delete paths (the
// programme's rewards table and the voucher list) ask here. The check reads the programme's read
// model just before the voucher's delete, not in one transaction with it: a pool edit racing a
// delete can still leave a pooled id without its voucher, which the level-up draw then skips.
import { DomainError } from "../../../domain/engine/decider";
import type { ReadModels } from "../../../domain/engine/projection";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { REWARD_IN_LEVEL_UP, rewardInLevelUpPool } from "../../../domain/loyalty/programme/rewards";

export const refuseDeletingPooledReward = async (readModels: ReadModels, businessId: string, voucherId: string): Promise<void> => {
  const programme = await programmeOf(readModels, businessId);
  if (programme !== null && rewardInLevelUpPool(programme.onLevelReward, voucherId)) throw new DomainError(REWARD_IN_LEVEL_UP, 409);
};
