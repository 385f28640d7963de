// A restaurant's special opening hours on the delivery platforms (issue 17 §4 "push opening hours
// and special opening hours ... in the business's IANA time zone"): public holidays, closures and
// days with other hours, each a date range in the business's calendar that is closed all day, open
// all day or open in up to 3 periods. One list per restaurant, kept on the stream
// `store-special-hours-{restaurantId}` (not `delivery-…`: the platform projections read that
// prefix) and pushed to each platform on demand (application/specialHours.ts).
// Decisions where the spec is silent (GrabFood's UpdateSpecialHourRequest sets the limits):
// - At most 3 entries ('At most 3 special opening hours') and 3 periods an entry ('At most 3
//   periods a day'); the whole list is replaced on each save, as GrabFood replaces it on each push.
// - Dates are the business's calendar dates (YYYY-MM-DD); an entry may not end before today in the
//   business's time zone ('Special hours cannot end in the past') and entries may not share a day
//   ('Special hours overlap on {date}'); a period ends after it starts on the same day (no
//   overnight period: the regular hours carry those) and periods of a day do not overlap.
// - Entries that ended are not sent to a platform (they are kept until the next save).
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { isoOf } from "../auth/fields";
import { staleRevision } from "../business/revision";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { boundedList, boundedText } from "../shared/inputBounds";
import { TimeOfDaySchema, minutesOfDay } from "../shared/timeOfDay";

export const MAX_SPECIAL_HOURS = 3;
export const MAX_SPECIAL_PERIODS = 3;
export const SPECIAL_DESCRIPTION_MAX = 100;
export const INVALID_SPECIAL_DATE = "Invalid date";
export const END_BEFORE_START = "End date must be on or after start date";
export const ENDED = "Special hours cannot end in the past";
export const PERIOD_ORDER = "End time must be after start time";
export const PERIODS_OVERLAP = "Periods overlap";
export const PERIODS_REQUIRED = "Add at least one period";
export const specialOverlap = (date: string): string => `Special hours overlap on ${date}`;

const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return INVALID_SPECIAL_DATE;
    try {
      Temporal.PlainDate.from(text, { overflow: "reject" });
      return true;
    } catch {
      return INVALID_SPECIAL_DATE;
    }
  }),
);

export const OpenPeriodType = Schema.Literals(["ClosedAllDay", "OpenAllDay", "Period"]);
export type OpenPeriodType = typeof OpenPeriodType.Type;

export const SpecialHour = Schema.Struct({
  startDate: IsoDate,
  endDate: IsoDate,
  description: boundedText("Description", SPECIAL_DESCRIPTION_MAX),
  openPeriodType: OpenPeriodType,
  periods: boundedList(Schema.Struct({ startTime: TimeOfDaySchema, endTime: TimeOfDaySchema }), MAX_SPECIAL_PERIODS, "periods a day"),
});
export type SpecialHour = typeof SpecialHour.Type;

export const SpecialHoursList = boundedList(SpecialHour, MAX_SPECIAL_HOURS, "special opening hours");

/** The answer of GET|PUT /delivery/special-hours/{restaurantId}: the list and its revision. */
export const SpecialHoursView = Schema.Struct({ _id: Schema.String, _rev: Schema.Number, timeZone: Schema.String, specialHours: Schema.Array(SpecialHour) });
export type SpecialHoursView = typeof SpecialHoursView.Type;

/** The first problem of one entry (today: the business's date), else null. */
const entryProblem = (entry: SpecialHour, today: Temporal.PlainDate): string | null => {
  const start = Temporal.PlainDate.from(entry.startDate);
  const end = Temporal.PlainDate.from(entry.endDate);
  if (Temporal.PlainDate.compare(end, start) < 0) return END_BEFORE_START;
  if (Temporal.PlainDate.compare(end, today) < 0) return ENDED;
  if (entry.openPeriodType !== "Period") return null;
  if (entry.periods.length === 0) return PERIODS_REQUIRED;
  const spans = entry.periods.map((p) => [minutesOfDay(p.startTime) ?? 0, minutesOfDay(p.endTime) ?? 0] as const);
  if (spans.some(([from, to]) => to <= from)) return PERIOD_ORDER;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  return sorted.some(([from], i) => i > 0 && from <= (sorted[i - 1]?.[1] ?? -1)) ? PERIODS_OVERLAP : null;
};

/** The first problem of a whole list, else null (periods dropped from entries not open in periods). */
export const specialHoursProblem = (list: ReadonlyArray<SpecialHour>, today: Temporal.PlainDate): string | null => {
  for (const entry of list) {
    const problem = entryProblem(entry, today);
    if (problem !== null) return problem;
  }
  const sorted = [...list].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const clash = sorted.find((entry, i) => i > 0 && entry.startDate <= (sorted[i - 1]?.endDate ?? ""));
  return clash === undefined ? null : specialOverlap(clash.startDate);
};

/** The list as kept: by start date, periods only on entries open in periods. */
export const normalisedSpecialHours = (list: ReadonlyArray<SpecialHour>): ReadonlyArray<SpecialHour> =>
  [...list]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((entry) => ({ ...entry, description: entry.description.trim(), periods: entry.openPeriodType === "Period" ? entry.periods : [] }));

/** The entries still to come or running on `today` (the business's date): what a platform is sent. */
export const currentSpecialHours = (list: ReadonlyArray<SpecialHour>, today: Temporal.PlainDate): ReadonlyArray<SpecialHour> =>
  list.filter((entry) => Temporal.PlainDate.compare(Temporal.PlainDate.from(entry.endDate), today) >= 0);

export const specialHoursStreamId = (restaurantId: string): string => `store-special-hours-${restaurantId}`;

export interface SpecialHoursState {
  readonly specialHours: ReadonlyArray<SpecialHour>;
  readonly revision: number;
}

interface Scope {
  readonly restaurantId: string;
  readonly businessId: string;
}
export type SpecialHoursCommand = { readonly type: "SetSpecialHours"; readonly data: Scope & { readonly specialHours: ReadonlyArray<SpecialHour>; readonly rev: number | undefined } };
export type SpecialHoursEvent = { readonly type: "SpecialHoursSet"; readonly data: Scope & { readonly specialHours: ReadonlyArray<SpecialHour>; readonly at: string } };

const decide = (command: SpecialHoursCommand, state: SpecialHoursState, ctx: DecideContext): Decision<SpecialHoursEvent> => {
  const { rev, specialHours, ...scope } = command.data;
  const stale = staleRevision<SpecialHoursEvent>(rev, state.revision);
  if (stale !== null) return stale;
  const problem = specialHoursProblem(specialHours, ctx.now.toZonedDateTimeISO(ctx.timeZone).toPlainDate());
  if (problem !== null) return reject(problem);
  const next = normalisedSpecialHours(specialHours);
  if (JSON.stringify(next) === JSON.stringify(state.specialHours)) return accept();
  return accept({ type: "SpecialHoursSet", data: { ...scope, specialHours: next, at: isoOf(ctx.now) } });
};

export const specialHoursDecider: Decider<SpecialHoursState, SpecialHoursCommand, SpecialHoursEvent> = {
  initialState: { specialHours: [], revision: 0 },
  decide,
  evolve: (state, event) => ({ specialHours: event.data.specialHours, revision: state.revision + 1 }),
};
