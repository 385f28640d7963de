// The member figures of the loyalty overview (spec 2 §2 Overview: member count, new this month;
// issue 5's charts: members by level, new members per month), from the members' join instants
// and levels, as the business's member counts keep them (memberCounts.ts). Months are calendar
// months in the business's time zone.
// Decision where the spec is silent: the monthly series covers the last 12 months, the current
// one included, oldest first, with empty months as 0 so a chart shows the gaps.
import type { Temporal } from "temporal-polyfill";
import { type MemberCounts, joinsInZone } from "./memberCounts";

export const SUMMARY_MONTHS = 12;

export interface MemberSummary {
  readonly memberCount: number;
  readonly newThisMonth: number;
  /** Levels that have members, ascending. */
  readonly levels: ReadonlyArray<{ readonly level: number; readonly memberCount: number }>;
  readonly newMembersByMonth: ReadonlyArray<{ readonly month: string; readonly count: number }>;
}

export const summariseCounts = (counts: MemberCounts, now: Temporal.Instant, timeZone: string): MemberSummary => {
  const current = now.toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth();
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, i) => current.subtract({ months: SUMMARY_MONTHS - 1 - i }).toString());
  const joined = joinsInZone(counts, timeZone);
  const levels = Object.entries(counts.levels).map(([level, memberCount]) => ({ level: Number(level), memberCount }));
  return {
    memberCount: counts.memberCount,
    newThisMonth: joined.get(current.toString()) ?? 0,
    levels: levels.sort((a, b) => a.level - b.level),
    newMembersByMonth: months.map((month) => ({ month, count: joined.get(month) ?? 0 })),
  };
};
