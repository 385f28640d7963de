// Owns: how a reward row reads (spec 2 §2 Rewards columns Reward, New member reward, Level up
// reward, Redeemed / Claimed): the level-up column says where the reward sits in the programme's
// level-up reward: in the pool with its weight and min level, and/or fixed for levels.
// Decision where the spec is silent: the flags come from the programme the area holds (so a
// saved pool shows at once), the counters from the reward list.
import type { OnLevelReward } from "../../../domain/loyalty/programme/rewards";

export const levelUpLine = (pool: OnLevelReward, voucher: string): string => {
  const pooled = pool.vouchers.find((entry) => entry.voucher === voucher);
  const levels = pool.fixVouchers.filter((entry) => entry.voucher === voucher).map((entry) => entry.level);
  const parts = [
    ...(pooled === undefined ? [] : [`Pool: weight ${pooled.weight}, from level ${pooled.minLevel}`]),
    ...(levels.length === 0 ? [] : [`Level ${levels.join(", ")}`]),
  ];
  return parts.length === 0 ? "-" : parts.join("; ");
};

export const redeemedClaimed = (row: { readonly redeemed: number; readonly claimed: number }): string => `${row.redeemed} / ${row.claimed}`;
