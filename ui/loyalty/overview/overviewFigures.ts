// Owns: the figures the overview shows from the programme itself (spec 2 §2 Overview): benefits
// by type (basic, scheduled), rewards by kind (on join, level up) and the Tiers table rows (T-index
// one-based, name, unlock condition).
// Decisions where the spec is silent:
// - Level-up rewards count the distinct vouchers of the pool and of the fixed per-level rewards.
// - The unlock condition reads 'Level N' (with ' and E exp' when the tier also needs experience);
//   the base tier reads 'From the start'.
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import type { OnJoinReward, OnLevelReward } from "../../../domain/loyalty/programme/rewards";
import { type Tier, type TierSetting, tierLadder } from "../../../domain/loyalty/tierDecision";

export interface BenefitCounts {
  readonly basic: number;
  readonly scheduled: number;
}

export interface RewardCounts {
  readonly onJoin: number;
  readonly levelUp: number;
}

export interface TierRow {
  /** One-based, as shown (T1 is the base tier). */
  readonly tIndex: number;
  readonly name: string;
  readonly unlock: string;
}

export const benefitCounts = (benefits: ReadonlyArray<Benefit>): BenefitCounts => ({
  basic: benefits.filter((benefit) => benefit.options.type === "basic").length,
  scheduled: benefits.filter((benefit) => benefit.options.type === "schedule").length,
});

export const rewardCounts = (onJoin: OnJoinReward, onLevel: OnLevelReward): RewardCounts => ({
  onJoin: new Set(onJoin.vouchers).size,
  levelUp: new Set([...onLevel.vouchers.map((entry) => entry.voucher), ...onLevel.fixVouchers.map((entry) => entry.voucher)]).size,
});

export const unlockCondition = (tier: Tier, index: number): string => {
  if (index === 0) return "From the start";
  return tier.minExp > 0 ? `Level ${tier.minLevel} and ${tier.minExp} exp` : `Level ${tier.minLevel}`;
};

export const tierRows = (setting: TierSetting): ReadonlyArray<TierRow> =>
  tierLadder(setting).map((tier, index) => ({ tIndex: index + 1, name: tier.name, unlock: unlockCondition(tier, index) }));
