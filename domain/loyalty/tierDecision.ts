// Owns: tiers as a ladder of levels: which tier a level belongs to (spec 2 §4 "the last tier
// whose minLevel is at or below the level"), the tier-list rules of spec 2 §5 ('Level used by
// other tier', 'Min level is N', 'Max level is N', 'Tier should be less than or equal to N'),
// the tier limit and base tier (spec 2 §9: max 4 tiers, base 'Basic' at min level 0, fixed) and
// the new tier the editor adds (spec 2 §2: named 'New', one level above the highest in use).
// Exports: MAX_TIERS, DEFAULT_BASE_TIER_NAME, NEW_TIER_NAME, Tier, TierSetting, TierProblem,
//   tierLadder(setting): Tier[], tierIndexOf(ladder, level): number, tierOf(ladder, level): Tier,
//   checkTierLadder(ladder): TierProblem[], canAddTier(ladder): boolean, newTier(ladder): Tier.
// Decisions (spec silent or ambiguous):
// - The programme stores {baseTierName, tiers}; `tiers` holds the tiers ABOVE the base. The
//   ladder is [base at min level 0, ...tiers]; ladder indexes are the stored zero-based tier
//   indexes (base = 0, shown as tier 1). MAX_TIERS counts the base: at most 3 tiers above it.
// - Tier decision ignores minExp (spec: by minLevel only); the ladder need not be sorted for it.
// - Rule order per tier: 'Invalid min level' (not a whole number >= 0), 'Level used by other
//   tier', 'Min level is {previous + 1}', 'Max level is {next - 1}' (999 for the last tier); the
//   count rule 'Tier should be less than or equal to 4' is reported on the first extra tier. A
//   base whose min level is not 0 answers 'Max level is 0'.
import { MAX_LEVEL } from "./experienceCap";

export const MAX_TIERS = 4;
export const DEFAULT_BASE_TIER_NAME = "Basic";
export const NEW_TIER_NAME = "New";

export type Tier = { readonly name: string; readonly minLevel: number; readonly minExp: number };
export type TierSetting = { readonly baseTierName: string; readonly tiers: ReadonlyArray<Tier> };
export type TierProblem = { readonly index: number; readonly field: "minLevel" | "tiers"; readonly message: string };

/** [base, ...tiers]: the ladder whose indexes are the stored tier indexes. */
export const tierLadder = (setting: TierSetting): ReadonlyArray<Tier> => [
  { name: setting.baseTierName, minLevel: 0, minExp: 0 },
  ...setting.tiers,
];

/** Zero-based index of the last tier whose minLevel is at or below `level` (0 when none). */
export const tierIndexOf = (ladder: ReadonlyArray<Pick<Tier, "minLevel">>, level: number): number => {
  let found = 0;
  ladder.forEach((tier, index) => {
    if (tier.minLevel <= level) found = index;
  });
  return found;
};

export const tierOf = (ladder: ReadonlyArray<Tier>, level: number): Tier | undefined => ladder[tierIndexOf(ladder, level)];

const problemOf = (ladder: ReadonlyArray<Pick<Tier, "minLevel">>, index: number): string | null => {
  const { minLevel } = ladder[index] ?? { minLevel: Number.NaN };
  if (index === 0) return minLevel === 0 ? null : "Max level is 0";
  if (!Number.isInteger(minLevel) || minLevel < 0) return "Invalid min level";
  if (ladder.some((other, i) => i !== index && other.minLevel === minLevel)) return "Level used by other tier";
  const previous = ladder[index - 1]?.minLevel ?? 0;
  if (minLevel < previous + 1) return `Min level is ${previous + 1}`;
  const next = ladder[index + 1]?.minLevel ?? MAX_LEVEL + 1;
  if (minLevel > next - 1) return `Max level is ${next - 1}`;
  return null;
};

/** Every broken rule of a ladder, base first; empty when the ladder can be saved. */
export const checkTierLadder = (ladder: ReadonlyArray<Pick<Tier, "minLevel">>): ReadonlyArray<TierProblem> => {
  const problems: TierProblem[] = [];
  if (ladder.length > MAX_TIERS) {
    problems.push({ index: MAX_TIERS, field: "tiers", message: `Tier should be less than or equal to ${MAX_TIERS}` });
  }
  ladder.forEach((_, index) => {
    const message = problemOf(ladder, index);
    if (message !== null) problems.push({ index, field: "minLevel", message });
  });
  return problems;
};

/** Whether the editor offers 'add tier' (spec 2 §2: while the tier limit is not reached). */
export const canAddTier = (ladder: ReadonlyArray<Tier>): boolean => ladder.length < MAX_TIERS;

/** The tier the editor adds: 'New', one level above the highest in use (or 1). */
export const newTier = (ladder: ReadonlyArray<Pick<Tier, "minLevel">>): Tier => ({
  name: NEW_TIER_NAME,
  minLevel: Math.max(0, ...ladder.map((tier) => tier.minLevel)) + 1,
  minExp: 0,
});
