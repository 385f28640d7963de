// Owns: the season dialog's form (spec 2 §2, §4 Season toggle): the toggle (enabling sets months
// 3, 6, 9, 12 with no rules, disabling clears them: domain/loyalty/levelReset.ts seasonToggled),
// the 'Every 1st of Months' checklist, the rules (min level, min exp, level expression, exp
// expression) and the preview of who moves where.
// Decisions where the spec is silent:
// - The preview works on the member count per level (the programme summary): a level's members
//   are shown moving as a member at the start of that level (exp 0) would, and when a rule with a
//   min exp sends members with more experience elsewhere, as a member at the level's cap would too.
// - An enabled season needs at least one month ('select at least one month', the cron editor's
//   message).
import { type Levelling, maxExperienceFor } from "../../../domain/loyalty/experienceCap";
import { type LevelCycle, type LevelRule, resetProgress } from "../../../domain/loyalty/levelReset";
import type { LevelCount } from "../../ports/loyaltyPort";

export const SEASON_UPDATED = "Season updated";
export const SELECT_A_MONTH = "select at least one month";
export const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export const withMonth = (cycle: LevelCycle, month: number, chosen: boolean): LevelCycle => ({
  ...cycle,
  month: chosen ? [...new Set([...cycle.month, month])].sort((a, b) => a - b) : cycle.month.filter((m) => m !== month),
});

export const withRule = (cycle: LevelCycle, index: number | null, rule: LevelRule): LevelCycle => ({
  ...cycle,
  rules: index === null ? [...cycle.rules, rule] : cycle.rules.map((old, i) => (i === index ? rule : old)),
});

export const withoutRule = (cycle: LevelCycle, index: number): LevelCycle => ({ ...cycle, rules: cycle.rules.filter((_, i) => i !== index) });

export interface PreviewRow {
  readonly from: number;
  readonly memberCount: number;
  /** e.g. "Level 6", or "Level 6 or 8" when experience decides. */
  readonly to: string;
}

export const seasonPreview = (levels: ReadonlyArray<LevelCount>, rules: ReadonlyArray<LevelRule>, levelling: Levelling): ReadonlyArray<PreviewRow> =>
  [...levels]
    .filter((row) => row.memberCount > 0)
    .sort((a, b) => a.level - b.level)
    .flatMap((row) => {
      const low = resetProgress({ level: row.level, experience: 0 }, rules, levelling).level;
      const high = resetProgress({ level: row.level, experience: Math.max(0, maxExperienceFor(levelling, row.level)) }, rules, levelling).level;
      if (low === row.level && high === row.level) return [];
      return [{ from: row.level, memberCount: row.memberCount, to: low === high ? `Level ${low}` : `Level ${low} or ${high}` }];
    });
