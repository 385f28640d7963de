// Owns: adding experience to a member and levelling up (spec 2 §4 "Member level-up: experience
// is added; while it meets or exceeds the experience needed for the current level, the level
// rises by 1, experience resets to 0 and a reward is drawn ... and fixed vouchers for that level
// are added").
// Exports: LevelReward, LevelProgramme, LevelProgress, LevelUpStep, ExperienceGain,
//   gainExperience(progress, amount, programme, random): ExperienceGain.
// Decisions (spec and issue say "experience resets to 0"):
// - The excess over the need is dropped: experience becomes exactly 0 on a level-up, so one
//   gain raises the level at most once, however large it is (the spec's loop then stops, as
//   0 is below every need). `levelUps` is a list so an event records steps uniformly.
// - At MAX_LEVEL (999) there is no level-up: experience is held at the level's cap.
// - Each level-up consumes one `random()` roll, recorded in its step with the drawn voucher
//   (or null), so the event replays without re-rolling.
// - `amount` is whole experience at least 0 (the caller converts spend to experience).
import { type Levelling, MAX_LEVEL, experienceToLevelUp, maxExperienceFor } from "./experienceCap";
import { type RewardPool, drawReward } from "./rewardDraw";

export type LevelReward = RewardPool & {
  readonly fixVouchers: ReadonlyArray<{ readonly level: number; readonly voucher: string }>;
};
export type LevelProgramme = Levelling & { readonly onLevelReward: LevelReward };
export type LevelProgress = { readonly level: number; readonly experience: number };
export type LevelUpStep = {
  /** The level reached. */
  readonly level: number;
  readonly roll: number;
  /** The pool voucher drawn, or null for no reward. */
  readonly drawn: string | null;
  /** The fixed vouchers of the level reached. */
  readonly fixedVouchers: ReadonlyArray<string>;
};
export type ExperienceGain = LevelProgress & { readonly levelUps: ReadonlyArray<LevelUpStep> };

const levelUpAt = (reward: LevelReward, level: number, roll: number): LevelUpStep => ({
  level,
  roll,
  drawn: drawReward(reward, level, roll),
  fixedVouchers: reward.fixVouchers.filter((fixed) => fixed.level === level).map((fixed) => fixed.voucher),
});

/** `progress` after gaining `amount` experience, with the level-ups it caused. */
export const gainExperience = (
  progress: LevelProgress,
  amount: number,
  programme: LevelProgramme,
  random: () => number,
): ExperienceGain => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`experience ${amount} is not a whole number >= 0`);
  let { level, experience } = progress;
  experience += amount;
  const levelUps: LevelUpStep[] = [];
  while (level < MAX_LEVEL && experience >= experienceToLevelUp(programme, level)) {
    level += 1;
    experience = 0;
    levelUps.push(levelUpAt(programme.onLevelReward, level, random()));
  }
  // Stryker disable next-line ConditionalExpression: below MAX_LEVEL the loop already left experience under the need, so the cap changes nothing
  if (level >= MAX_LEVEL) experience = Math.min(experience, maxExperienceFor(programme, level));
  return { level, experience, levelUps };
};
