// The member figures of the loyalty overview (spec 2 §2 Overview: member count, new this month;
// issue 5's charts: members by level, new members per month), from the members' join instants
// and levels. Months are calendar months in the business's time zone.
// Decision where the spec is silent: the monthly series covers the last 12 months, the current
// one included, oldest first, with empty months as 0 so a chart shows the gaps.
import { Temporal } from "temporal-polyfill";

export const SUMMARY_MONTHS = 12;

export interface SummarisedMember {
  readonly joinedAt: string;
  readonly level: number;
}

export interface MemberSummary {
  readonly memberCount: number;
  readonly newThisMonth: number;
  /** Levels that have members, ascending. */
  readonly levels: ReadonlyArray<{ readonly level: number; readonly memberCount: number }>;
  readonly newMembersByMonth: ReadonlyArray<{ readonly month: string; readonly count: number }>;
}

const monthOf = (instant: Temporal.Instant, timeZone: string): string =>
  instant.toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().toString();

export const summariseMembers = (members: ReadonlyArray<SummarisedMember>, now: Temporal.Instant, timeZone: string): MemberSummary => {
  const current = now.toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth();
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, i) => current.subtract({ months: SUMMARY_MONTHS - 1 - i }).toString());
  const joined = new Map(months.map((month) => [month, 0]));
  const levels = new Map<number, number>();
  for (const member of members) {
    const month = monthOf(Temporal.Instant.from(member.joinedAt), timeZone);
    if (joined.has(month)) joined.set(month, (joined.get(month) ?? 0) + 1);
    levels.set(member.level, (levels.get(member.level) ?? 0) + 1);
  }
  return {
    memberCount: members.length,
    newThisMonth: joined.get(current.toString()) ?? 0,
    levels: [...levels].sort(([a], [b]) => a - b).map(([level, memberCount]) => ({ level, memberCount })),
    newMembersByMonth: months.map((month) => ({ month, count: joined.get(month) ?? 0 })),
  };
};
