// The counts a business's member summary (memberSummary.ts) is answered from, kept small so the
// overview does not read every member: members in all, members per level, and joins by month.
// Decisions where the spec is silent:
// - The business's time zone is not fixed (it follows its restaurants), so joins are not kept by
//   month of that zone but so that any zone's months can be read back exactly: a join that falls
//   on neither the first nor the last UTC day of its month belongs to that UTC month in every zone
//   (offsets are under 24 hours); a join on those edge days is kept by its 15-minute UTC slot, and
//   the slot is placed in a month at read time (zone offsets are whole quarter hours).
// - Levels without members are left out, as the summary leaves them out.
import { Temporal } from "temporal-polyfill";
import { utcDateOf } from "../../shared/instantCalendar";

export interface MemberCounts {
  readonly memberCount: number;
  /** Members per level (the key is the level), levels with members only. */
  readonly levels: Readonly<Record<string, number>>;
  /** Joins per UTC month (`2026-11`) of joins away from the month's first and last UTC day. */
  readonly joinsByMonth: Readonly<Record<string, number>>;
  /** Joins on a month's first or last UTC day, per 15-minute slot (its start instant). */
  readonly joinsBySlot: Readonly<Record<string, number>>;
}

export const NO_MEMBERS: MemberCounts = { memberCount: 0, levels: {}, joinsByMonth: {}, joinsBySlot: {} };

const SLOT_MS = 15 * 60 * 1000;

const added = (counts: Readonly<Record<string, number>>, key: string, by: number): Record<string, number> => {
  const { [key]: current = 0, ...others } = counts;
  return current + by === 0 ? others : { ...others, [key]: current + by };
};

const joinKey = (joinedAt: string): { readonly slot: boolean; readonly key: string } => {
  const date = utcDateOf(joinedAt);
  if (date.day !== 1 && date.day !== date.daysInMonth) return { slot: false, key: date.month };
  const instant = Temporal.Instant.from(joinedAt);
  const slot = Math.floor(instant.epochMilliseconds / SLOT_MS) * SLOT_MS;
  return { slot: true, key: Temporal.Instant.fromEpochMilliseconds(slot).toString() };
};

export const withJoin = (counts: MemberCounts, member: { readonly joinedAt: string; readonly level: number }): MemberCounts => {
  const { slot, key } = joinKey(member.joinedAt);
  return {
    memberCount: counts.memberCount + 1,
    levels: added(counts.levels, String(member.level), 1),
    joinsByMonth: slot ? counts.joinsByMonth : added(counts.joinsByMonth, key, 1),
    joinsBySlot: slot ? added(counts.joinsBySlot, key, 1) : counts.joinsBySlot,
  };
};

export const withLevelChange = (counts: MemberCounts, from: number, to: number): MemberCounts =>
  from === to ? counts : { ...counts, levels: added(added(counts.levels, String(from), -1), String(to), 1) };

const summed = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> => {
  const sum: Record<string, number> = { ...a };
  for (const [key, count] of Object.entries(b)) {
    const total = (sum[key] ?? 0) + count;
    if (total === 0) delete sum[key];
    else sum[key] = total;
  }
  return sum;
};

/** The counts of two disjoint sets of members (shards of one business) as one. */
export const sumCounts = (a: MemberCounts, b: MemberCounts): MemberCounts => ({
  memberCount: a.memberCount + b.memberCount,
  levels: summed(a.levels, b.levels),
  joinsByMonth: summed(a.joinsByMonth, b.joinsByMonth),
  joinsBySlot: summed(a.joinsBySlot, b.joinsBySlot),
});

export const countMembers = (members: ReadonlyArray<{ readonly joinedAt: string; readonly level: number }>): MemberCounts =>
  members.reduce(withJoin, NO_MEMBERS);

/** The joins of each month of `timeZone` (`2026-11` → count), for the months that have any. */
export const joinsInZone = (counts: MemberCounts, timeZone: string): ReadonlyMap<string, number> => {
  const months = new Map(Object.entries(counts.joinsByMonth));
  for (const [slot, count] of Object.entries(counts.joinsBySlot)) {
    const month = Temporal.Instant.from(slot).toZonedDateTimeISO(timeZone).toPlainDate().toPlainYearMonth().toString();
    months.set(month, (months.get(month) ?? 0) + count);
  }
  return months;
};
