// Deleting a voucher (DELETE /vouchers/{id}): DeleteVoucher on `voucher-{id}` at the revision it
// was read at, refused 409 'Unable to delete reward in level up reward' while the business's
// loyalty programme draws it at level-up (spec 2 §8). The pool is read from the programme's read
// model just before: a pool edit racing the delete can still leave a pooled id without its
// voucher, which the level-up draw then skips.
import { DomainError } from "../../engine/decider";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { programmeOf } from "../../loyalty/programme/programme.projection";
import { REWARD_IN_LEVEL_UP, rewardInLevelUpPool } from "../../loyalty/programme/rewards";
import { voucherDecider } from "../voucher";
import { voucherStreamId } from "../voucherModel";

export interface VoucherRemoval {
  readonly businessId: string;
  readonly voucherId: string;
  readonly rev: number | undefined;
}

export const deleteVoucher = async (engine: Engine, { businessId, voucherId, rev }: VoucherRemoval, options: RunOptions): Promise<void> => {
  const programme = await programmeOf(engine.readModels, businessId);
  if (programme !== null && rewardInLevelUpPool(programme.onLevelReward, voucherId)) throw new DomainError(REWARD_IN_LEVEL_UP, 409);
  await engine.runner.run(voucherDecider, voucherStreamId(voucherId), { type: "DeleteVoucher", data: { rev } }, options);
};
