// Owns: the rows of the level table (spec 2 §2 Tier and level page: Level, Exp to next level,
// Member, Level up reward, Reward pool) for one tier, from the programme's maths in domain/loyalty
// (experienceToLevelUp, eligiblePoolVouchers, the tier ladder), and the level range of a tier.
// Decisions where the spec is silent:
// - A tier spans from its min level to the level before the next tier's (the last tier to 999).
// - 'Level up reward' lists the fixed vouchers of that level; 'Reward pool' the pool vouchers a
//   draw at that level can give (weight above 0, min level reached). A voucher whose name is not
//   known (deleted, or the list not loaded) shows its id.
// - Level 999 has no next level: its exp reads null ('-').
import { MAX_LEVEL, experienceToLevelUp } from "../../../domain/loyalty/experienceCap";
import { eligiblePoolVouchers } from "../../../domain/loyalty/rewardDraw";
import type { Tier } from "../../../domain/loyalty/tierDecision";
import type { LevelCount, LoyaltyProgramme } from "../../ports/loyaltyPort";

export interface LevelRange {
  readonly from: number;
  readonly to: number;
}

export interface LevelRow {
  readonly level: number;
  readonly expToNext: number | null;
  readonly memberCount: number;
  readonly levelUpRewards: ReadonlyArray<string>;
  readonly poolRewards: ReadonlyArray<string>;
}

export type VoucherNames = ReadonlyMap<string, string>;

export const levelRangeOf = (ladder: ReadonlyArray<Pick<Tier, "minLevel">>, index: number): LevelRange => ({
  from: ladder[index]?.minLevel ?? 0,
  to: (ladder[index + 1]?.minLevel ?? MAX_LEVEL + 1) - 1,
});

export const nameOf = (names: VoucherNames, id: string): string => names.get(id) ?? id;

export const levelRow = (programme: LoyaltyProgramme, level: number, counts: ReadonlyMap<number, number>, names: VoucherNames): LevelRow => ({
  level,
  expToNext: level >= MAX_LEVEL ? null : experienceToLevelUp(programme, level),
  memberCount: counts.get(level) ?? 0,
  levelUpRewards: programme.onLevelReward.fixVouchers.filter((fixed) => fixed.level === level).map((fixed) => nameOf(names, fixed.voucher)),
  poolRewards: eligiblePoolVouchers(programme.onLevelReward, level).map((entry) => nameOf(names, entry.voucher)),
});

export const levelRows = (
  programme: LoyaltyProgramme,
  range: LevelRange,
  levels: ReadonlyArray<LevelCount>,
  names: VoucherNames,
): ReadonlyArray<LevelRow> => {
  const counts = new Map(levels.map((row) => [row.level, row.memberCount]));
  return Array.from({ length: Math.max(0, range.to - range.from + 1) }, (_, offset) => levelRow(programme, range.from + offset, counts, names));
};
