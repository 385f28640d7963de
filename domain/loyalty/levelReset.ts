// Owns: the season (level cycle) of spec 2: its months (§4 "enabling sets months to 3, 6, 9, 12
// with no rules; disabling clears them"; the dialog's 'Every 1st of Months'), when a reset is
// due, the rule rows (§5 "minLevel minimum 1 in the level rule. Min exp minimum 0, integer
// ('Invalid exp')"), and what a reset does to a member (§4 "Level reset uses a tier's level and
// experience expressions, level at least 1 and experience at least 0, both rounded").
// Exports: DEFAULT_SEASON_MONTHS, LevelRule, LevelCycle, SeasonMember, SeasonMove,
//   seasonToggled(enabled): LevelCycle, isSeasonEnabled(cycle): boolean,
//   isResetDue(cycle, date): boolean, nextResetDate(cycle, after): PlainDate | null,
//   resetDatesBetween(cycle, after, through): PlainDate[], checkLevelRule(rule): RuleProblem[],
//   ruleFor(rules, progress): LevelRule | null, resetProgress(progress, rules, levelling): LevelProgress,
//   previewSeasonReset(members, rules, levelling): SeasonMove[].
// Decisions (spec silent):
// - A reset is due on the 1st of each chosen month, as a calendar date in the business zone.
// - The rule for a member is the one with the highest threshold (minLevel, then minExp) at or
//   below the member's (level, experience); a member below every rule is left as is, so level-0
//   members never move (rules start at level 1).
// - Results round half up; a non-finite result (a division by 0) counts as 0; the level is then
//   held in 1..999 and experience in 0..the new level's cap ('Max experience for level ...').
// - minLevel messages: 'Invalid min level', 'Min level is 1', 'Max 999' (spec 2 §5's level ones).
import { Temporal } from "temporal-polyfill";
import { type Levelling, MAX_LEVEL, maxExperienceFor } from "./experienceCap";
import { INVALID_EXPRESSION, evaluateExpression } from "./levelExpression";
import type { LevelProgress } from "./levelUp";

export const DEFAULT_SEASON_MONTHS: ReadonlyArray<number> = [3, 6, 9, 12];

export type LevelRule = {
  readonly minLevel: number;
  readonly minExp: number;
  readonly levelExpression: string;
  readonly expExpression: string;
};
export type LevelCycle = { readonly month: ReadonlyArray<number>; readonly rules: ReadonlyArray<LevelRule> };
export type RuleProblem = { readonly field: keyof LevelRule; readonly message: string };
export type SeasonMember = LevelProgress & { readonly id: string };
export type SeasonMove = { readonly memberId: string; readonly from: LevelProgress; readonly to: LevelProgress };

export const seasonToggled = (enabled: boolean): LevelCycle => ({ month: enabled ? DEFAULT_SEASON_MONTHS : [], rules: [] });

export const isSeasonEnabled = (cycle: LevelCycle): boolean => cycle.month.length > 0;

export const isResetDue = (cycle: LevelCycle, date: Temporal.PlainDate): boolean =>
  date.day === 1 && cycle.month.includes(date.month);

/** The first reset date strictly after `after`, or null when no month is chosen. */
export const nextResetDate = (cycle: LevelCycle, after: Temporal.PlainDate): Temporal.PlainDate | null => {
  const months = cycle.month.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12);
  if (months.length === 0) return null;
  let first = after.with({ day: 1 }).add({ months: 1 });
  while (!months.includes(first.month)) first = first.add({ months: 1 });
  return first;
};

/** Reset dates in (after, through]: what a job catching up after downtime must run. */
export const resetDatesBetween = (
  cycle: LevelCycle,
  after: Temporal.PlainDate,
  through: Temporal.PlainDate,
): ReadonlyArray<Temporal.PlainDate> => {
  const dates: Temporal.PlainDate[] = [];
  for (let next = nextResetDate(cycle, after); next !== null && Temporal.PlainDate.compare(next, through) <= 0; next = nextResetDate(cycle, next)) {
    dates.push(next);
  }
  return dates;
};

const minLevelProblem = (minLevel: number): string | null => {
  if (!Number.isInteger(minLevel)) return "Invalid min level";
  if (minLevel < 1) return "Min level is 1";
  return minLevel > MAX_LEVEL ? "Max 999" : null;
};

export const checkLevelRule = (rule: LevelRule): ReadonlyArray<RuleProblem> => {
  const problems: RuleProblem[] = [];
  const level = minLevelProblem(rule.minLevel);
  if (level !== null) problems.push({ field: "minLevel", message: level });
  if (!Number.isInteger(rule.minExp) || rule.minExp < 0) problems.push({ field: "minExp", message: "Invalid exp" });
  for (const field of ["levelExpression", "expExpression"] as const) {
    if (evaluateExpression(rule[field], { level: 1, exp: 0 }) === null) problems.push({ field, message: INVALID_EXPRESSION });
  }
  return problems;
};

const atOrAbove = (progress: LevelProgress, rule: LevelRule): boolean =>
  progress.level > rule.minLevel || (progress.level === rule.minLevel && progress.experience >= rule.minExp);

const higher = (a: LevelRule, b: LevelRule): boolean => a.minLevel > b.minLevel || (a.minLevel === b.minLevel && a.minExp > b.minExp);

/** The rule that applies to a member, or null when it is below every rule. */
export const ruleFor = (rules: ReadonlyArray<LevelRule>, progress: LevelProgress): LevelRule | null => {
  let best: LevelRule | null = null;
  for (const rule of rules) if (atOrAbove(progress, rule) && (best === null || higher(rule, best))) best = rule;
  return best;
};

const rounded = (value: number | null): number => (value !== null && Number.isFinite(value) ? Math.round(value) : 0);

/** A member's level and experience after the season reset. */
export const resetProgress = (progress: LevelProgress, rules: ReadonlyArray<LevelRule>, levelling: Levelling): LevelProgress => {
  const rule = ruleFor(rules, progress);
  if (rule === null) return progress;
  const vars = { level: progress.level, exp: progress.experience };
  const level = Math.min(MAX_LEVEL, Math.max(1, rounded(evaluateExpression(rule.levelExpression, vars))));
  const experience = Math.min(maxExperienceFor(levelling, level), Math.max(0, rounded(evaluateExpression(rule.expExpression, vars))));
  return { level, experience };
};

/** Who would move where: the members whose level or experience the reset changes. */
export const previewSeasonReset = (
  members: ReadonlyArray<SeasonMember>,
  rules: ReadonlyArray<LevelRule>,
  levelling: Levelling,
): ReadonlyArray<SeasonMove> =>
  members.flatMap((member) => {
    const from = { level: member.level, experience: member.experience };
    const to = resetProgress(from, rules, levelling);
    return to.level === from.level && to.experience === from.experience ? [] : [{ memberId: member.id, from, to }];
  });
