// Owns: whether a benefit applies to a member now (spec 2 §4 "Benefit applicability: the
// member's membership must match; level and tier within bounds; a required title must be held
// and unexpired. A birthday-based schedule with no birthday gives 'No Birthday'; outside the
// window gives 'Valid at {date time}'"), the scheduler's window (start by cron or birthday rule,
// time periods HH:mm, validity in days) and the benefit's availability text and bounds rule
// (spec 2 §2 'Available from tier N to M' / 'Available from level X to Y'; §5 'Entitled {tier|level}
// should within a - b', maximum empty = 'Unlimited').
// Exports: BenefitScope, SchedulerStart, BenefitScheduler, ApplicabilityMember, Applicability,
//   benefitApplicability(benefit, member, ladder, now, timeZone): Applicability,
//   schedulerWindow(scheduler, birthday, now, timeZone), validAtMessage(instant, timeZone): string,
//   availabilityText(scope): string, checkEntitledMax(unlock, min, max, limit): string | null.
// Decisions (spec silent):
// - Bounds are inclusive; a null bound is open. Tier bounds are zero-based ladder indexes.
// - Messages the spec does not give: 'Membership not matched', 'Level not entitled', 'Tier not
//   entitled', 'Title required' (the title missing or expired).
// - An occurrence (the day of a cron run, or a birthday-trigger date) opens `validity` whole
//   days from the start of that day; inside them the benefit applies during its time periods
//   (none = all day; see shared timeOfDay). Without a start it applies every day in its periods.
//   A cron that never runs again gives its validation message, 'Invalid cron expression'.
// - 'Valid at' names the first moment it applies next, as 'DD/MM/YYYY HH:mm' in the zone.
import { Temporal } from "temporal-polyfill";
import { formatDisplayDate } from "../shared/calendarDate";
import { type TimePeriod, minutesOfDay, periodContains, timeOfDayOf } from "../shared/timeOfDay";
import { type BirthdayTrigger, lastBirthdayTrigger, nextBirthdayTrigger } from "./birthdayTrigger";
import { lastCronRun, nextCronRun } from "./cronSchedule";
import { MAX_LEVEL } from "./experienceCap";
import { type Tier, tierIndexOf } from "./tierDecision";
import { type MemberTitle, activeTitles } from "./titles";

export type BenefitScope = {
  readonly membershipId: string;
  readonly requiredTitle: string | null;
  readonly minTier: number | null;
  readonly maxTier: number | null;
  readonly minLevel: number | null;
  readonly maxLevel: number | null;
};
export type SchedulerStart = { readonly cron: string } | { readonly birthday: BirthdayTrigger };
export type BenefitScheduler = {
  readonly start: SchedulerStart | null;
  readonly timePeriod: ReadonlyArray<TimePeriod>;
  readonly validity: number;
};
export type ApplicabilityMember = {
  readonly membershipId: string;
  readonly level: number;
  readonly titles: ReadonlyArray<MemberTitle>;
  readonly birthday: Temporal.PlainDate | null;
};
export type Applicability =
  | { readonly applicable: true }
  | { readonly applicable: false; readonly message: string; readonly validAt: Temporal.Instant | null };

type Window = { readonly start: Temporal.Instant; readonly end: Temporal.Instant };

const within = (value: number, min: number | null, max: number | null): boolean =>
  (min === null || value >= min) && (max === null || value <= max);

const refused = (message: string, validAt: Temporal.Instant | null = null): Applicability => ({ applicable: false, message, validAt });

const startOfDay = (date: Temporal.PlainDate, timeZone: string): Temporal.Instant => date.toZonedDateTime({ timeZone }).toInstant();

const dateOf = (instant: Temporal.Instant, timeZone: string): Temporal.PlainDate => instant.toZonedDateTimeISO(timeZone).toPlainDate();

/** `validity` whole days from the start of `date`. */
const windowFrom = (date: Temporal.PlainDate, validity: number, timeZone: string): Window => ({
  start: startOfDay(date, timeZone),
  end: startOfDay(date.add({ days: Math.max(1, validity) }), timeZone),
});

/** The occurrence window containing `now` (or null) and the next one, or 'No Birthday'. */
export const schedulerWindow = (
  scheduler: BenefitScheduler,
  birthday: Temporal.PlainDate | null,
  now: Temporal.Instant,
  timeZone: string,
): { readonly current: Window | null; readonly next: Window | null } | "No Birthday" => {
  const { start, validity } = scheduler;
  const today = dateOf(now, timeZone);
  if (start === null) return { current: windowFrom(today, 1, timeZone), next: windowFrom(today.add({ days: 1 }), 1, timeZone) };
  let last: Temporal.PlainDate | null;
  let next: Temporal.PlainDate | null;
  if ("cron" in start) {
    const endOfToday = startOfDay(today.add({ days: 1 }), timeZone).subtract({ milliseconds: 1 });
    const lastRun = lastCronRun(start.cron, endOfToday, timeZone);
    const nextRun = nextCronRun(start.cron, endOfToday, timeZone);
    last = lastRun === null ? null : dateOf(lastRun, timeZone);
    next = nextRun === null ? null : dateOf(nextRun, timeZone);
  } else {
    if (birthday === null) return "No Birthday";
    last = lastBirthdayTrigger(birthday, start.birthday, today);
    next = nextBirthdayTrigger(birthday, start.birthday, today.add({ days: 1 }));
  }
  const lastWindow = last === null ? null : windowFrom(last, validity, timeZone);
  const current = lastWindow !== null && Temporal.Instant.compare(now, lastWindow.end) < 0 ? lastWindow : null;
  return { current, next: next === null ? null : windowFrom(next, validity, timeZone) };
};

const inPeriods = (periods: ReadonlyArray<TimePeriod>, at: Temporal.Instant, timeZone: string): boolean =>
  periods.length === 0 || periods.some((period) => periodContains(period, timeOfDayOf(at.toZonedDateTimeISO(timeZone))));

/** The first moment in [from, until) inside the time periods, or null. */
const firstMomentInPeriods = (
  periods: ReadonlyArray<TimePeriod>,
  from: Temporal.Instant,
  until: Temporal.Instant,
  timeZone: string,
): Temporal.Instant | null => {
  if (inPeriods(periods, from, timeZone)) return from;
  let best: Temporal.Instant | null = null;
  const lastDate = until.toZonedDateTimeISO(timeZone).toPlainDate();
  // Stryker disable next-line EqualityOperator: `until` starts its day, so no moment of that last date is before it
  for (let date = from.toZonedDateTimeISO(timeZone).toPlainDate(); Temporal.PlainDate.compare(date, lastDate) <= 0; date = date.add({ days: 1 })) {
    for (const period of periods) {
      const minutes = minutesOfDay(period.start) ?? 0;
      const at = date.toZonedDateTime({ timeZone, plainTime: { hour: Math.floor(minutes / 60), minute: minutes % 60 } }).toInstant();
      // a start inside a DST gap moves out of its period: it is not a moment of the period
      const inRange =
        // Stryker disable next-line EqualityOperator: a start at `from` itself was answered above (from is then in the periods)
        Temporal.Instant.compare(at, from) >= 0 &&
        Temporal.Instant.compare(at, until) < 0 &&
        inPeriods([period], at, timeZone);
      // Stryker disable next-line EqualityOperator: two periods starting at the same moment give the same best
      if (inRange && (best === null || Temporal.Instant.compare(at, best) < 0)) best = at;
    }
    if (best !== null) return best;
  }
  return best;
};

export const validAtMessage = (instant: Temporal.Instant, timeZone: string): string => {
  const zoned = instant.toZonedDateTimeISO(timeZone);
  return `Valid at ${formatDisplayDate(zoned.toPlainDate())} ${timeOfDayOf(zoned)}`;
};

const scheduleApplicability = (
  scheduler: BenefitScheduler,
  birthday: Temporal.PlainDate | null,
  now: Temporal.Instant,
  timeZone: string,
): Applicability => {
  const windows = schedulerWindow(scheduler, birthday, now, timeZone);
  if (windows === "No Birthday") return refused(windows);
  const { current, next } = windows;
  const inCurrent = current === null ? null : firstMomentInPeriods(scheduler.timePeriod, now, current.end, timeZone);
  if (inCurrent !== null && inCurrent.equals(now)) return { applicable: true };
  const validAt = inCurrent ?? (next === null ? null : firstMomentInPeriods(scheduler.timePeriod, next.start, next.end, timeZone));
  return validAt === null ? refused("Invalid cron expression") : refused(validAtMessage(validAt, timeZone), validAt);
};

/** Whether `benefit` applies to `member` at `now`, or why not. */
export const benefitApplicability = (
  benefit: BenefitScope & { readonly scheduler: BenefitScheduler | null },
  member: ApplicabilityMember,
  ladder: ReadonlyArray<Pick<Tier, "minLevel">>,
  now: Temporal.Instant,
  timeZone: string,
): Applicability => {
  if (benefit.membershipId !== member.membershipId) return refused("Membership not matched");
  if (!within(member.level, benefit.minLevel, benefit.maxLevel)) return refused("Level not entitled");
  if (!within(tierIndexOf(ladder, member.level), benefit.minTier, benefit.maxTier)) return refused("Tier not entitled");
  if (benefit.requiredTitle !== null && !activeTitles(member.titles, now).some((title) => title.id === benefit.requiredTitle)) {
    return refused("Title required");
  }
  return benefit.scheduler === null ? { applicable: true } : scheduleApplicability(benefit.scheduler, member.birthday, now, timeZone);
};

const shownMax = (max: number | null, shift: number): string => (max === null ? "Unlimited" : String(max + shift));

/** 'Available from tier N to M' (1-based) or 'Available from level X to Y'. */
export const availabilityText = (scope: Pick<BenefitScope, "minTier" | "maxTier" | "minLevel" | "maxLevel">): string =>
  scope.minLevel !== null || scope.maxLevel !== null
    ? `Available from level ${scope.minLevel ?? 0} to ${shownMax(scope.maxLevel, 0)}`
    : `Available from tier ${(scope.minTier ?? 0) + 1} to ${shownMax(scope.maxTier, 1)}`;

/**
 * The entitled maximum as the form shows it (tiers 1-based): null when empty or within
 * min..limit, else 'Entitled {tier|level} should within {min} - {limit}'. Level limit is 999.
 */
export const checkEntitledMax = (unlock: "tier" | "level", min: number, max: number | null, limit = MAX_LEVEL): string | null =>
  max === null || (max >= min && max <= limit) ? null : `Entitled ${unlock} should within ${min} - ${limit}`;
