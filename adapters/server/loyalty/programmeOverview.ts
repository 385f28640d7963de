// The programme's part of the overview (spec 2 §2 Overview): counts of basic and scheduled
// benefits, of on-join and level-up rewards, and the tier table (T-index one-based, tier name,
// unlock condition). Member counts belong to the member read model and are added beside these.
// Decisions where the spec is silent: level-up rewards count the distinct vouchers of the pool
// and of the fixed per-level vouchers; the unlock condition reads 'Level {minLevel}'.
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { tierLadder } from "../../../domain/loyalty/tierDecision";

export const programmeOverview = (programme: Programme) => {
  const { benefits, onJoinReward, onLevelReward } = programme;
  const levelUp = new Set([...onLevelReward.vouchers.map((v) => v.voucher), ...onLevelReward.fixVouchers.map((v) => v.voucher)]);
  return {
    benefits: {
      basic: benefits.filter((b) => b.options.type === "basic").length,
      scheduled: benefits.filter((b) => b.options.type === "schedule").length,
    },
    rewards: { onJoin: onJoinReward.vouchers.length, levelUp: levelUp.size },
    tiers: tierLadder(programme.tier).map((tier, index) => ({
      tIndex: index + 1,
      name: tier.name,
      minLevel: tier.minLevel,
      minExp: tier.minExp,
      condition: `Level ${tier.minLevel}`,
    })),
  };
};
