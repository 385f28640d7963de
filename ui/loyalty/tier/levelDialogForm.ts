// Owns: what the level dialog shows and writes (spec 2 §2 Level dialog: basic info, on-level
// rewards, reward pool with chance percentages): the pool's chances at the level come from
// domain/loyalty/rewardDraw.ts (rewardChances: percents with 2 decimals summing to 100, no
// reward last); the write replaces the level's fixed vouchers and keeps the pool and the other
// levels' fixed vouchers as they are (PUT /membership/on-level-reward, 'Level {n} updated').
import type { OnLevelReward, OnLevelRewardInput } from "../../../domain/loyalty/programme/rewards";
import { rewardChances } from "../../../domain/loyalty/rewardDraw";
import { type VoucherNames, nameOf } from "./levelRows";

export const NO_REWARD = "No reward";

export interface ChanceRow {
  readonly key: string;
  readonly reward: string;
  readonly weight: number;
  /** e.g. "33.33%". */
  readonly chance: string;
}

export const levelUpdated = (level: number): string => `Level ${level} updated`;

export const chanceRows = (pool: OnLevelReward, level: number, names: VoucherNames): ReadonlyArray<ChanceRow> =>
  rewardChances(pool, level).map((row) => ({
    key: row.voucher ?? "",
    reward: row.voucher === null ? NO_REWARD : nameOf(names, row.voucher),
    weight: row.weight,
    chance: `${row.percentage.toFixed(2)}%`,
  }));

export const fixedAt = (pool: OnLevelReward, level: number): ReadonlyArray<string> =>
  pool.fixVouchers.filter((fixed) => fixed.level === level).map((fixed) => fixed.voucher);

export const withFixedAt = (pool: OnLevelReward, level: number, vouchers: ReadonlyArray<string>): OnLevelRewardInput => ({
  vouchers: pool.vouchers,
  noRewardWeight: pool.noRewardWeight,
  fixVouchers: [...pool.fixVouchers.filter((fixed) => fixed.level !== level), ...vouchers.map((voucher) => ({ level, voucher }))],
});
