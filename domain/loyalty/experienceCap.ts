// Owns: how much experience a level needs (spec 2 §3 baseExpToLevelUp, expRange) and the member
// experience cap (spec 2 §5: 'Max experience for level {n} is {max}': "expToLevelUp of the
// highest range with minLevel at or below the level, minus 1").
// Exports: MAX_LEVEL, DEFAULT_BASE_EXP_TO_LEVEL_UP, ExpRange, Levelling,
//   experienceToLevelUp(levelling, level): number, maxExperienceFor(levelling, level): number,
//   maxExperienceMessage(level, max): string, checkExperience(levelling, level, experience): string | null.
// Decisions (spec silent or ambiguous):
// - baseExpToLevelUp acts as the range at minLevel 0 ("exp required for base level 0"), so a
//   programme always has a need; an explicit range at minLevel 0 overrides it. The spec's
//   "0 if none" therefore never applies to a programme with a base.
// - A need is whole and at least 1 (spec 2 §5 "Exp to level up floored at 1 and whole").
// - The cap holds at MAX_LEVEL too: a member at 999 can hold up to need - 1 experience.
export const MAX_LEVEL = 999;
export const DEFAULT_BASE_EXP_TO_LEVEL_UP = 300;

export type ExpRange = { readonly minLevel: number; readonly expToLevelUp: number };
export type Levelling = { readonly baseExpToLevelUp: number; readonly expRange: ReadonlyArray<ExpRange> };

const wholeAtLeastOne = (value: number): number => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1);

/** Experience a member at `level` needs to reach level + 1. */
export const experienceToLevelUp = (levelling: Levelling, level: number): number => {
  let best: ExpRange | null = null;
  for (const range of levelling.expRange) {
    if (range.minLevel <= level && (best === null || range.minLevel >= best.minLevel)) best = range;
  }
  return wholeAtLeastOne(best?.expToLevelUp ?? levelling.baseExpToLevelUp);
};

/** The most experience a member may hold at `level`: its need minus 1. */
export const maxExperienceFor = (levelling: Levelling, level: number): number =>
  experienceToLevelUp(levelling, level) - 1;

export const maxExperienceMessage = (level: number, max: number): string =>
  `Max experience for level ${level} is ${max}`;

/** null when `experience` fits the level, else the spec's message. */
export const checkExperience = (levelling: Levelling, level: number, experience: number): string | null => {
  const max = maxExperienceFor(levelling, level);
  return experience <= max ? null : maxExperienceMessage(level, max);
};
