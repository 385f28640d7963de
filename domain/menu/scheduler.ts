// Owns: the scheduler item (spec 4 §3, §5): time periods (HH:mm, 'Invalid time', default
// 00:00-23:59), week days sunday to saturday, repeat daily (default) or weekly.
// Decisions where the spec is silent: `weekDay` lists the days a weekly scheduler runs (all
// seven by default); a daily scheduler runs every day whatever it lists.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { DEFAULT_TIME_PERIOD, TimePeriod } from "../shared/timeOfDay";
import { ItemId, ItemName, withDefault } from "./menuFields";

export const WEEK_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const Scheduler = Schema.Struct({
  id: ItemId,
  name: ItemName,
  timePeriod: withDefault(boundedList(TimePeriod, 24, "time periods"), [DEFAULT_TIME_PERIOD]),
  weekDay: withDefault(boundedList(Schema.Literals(WEEK_DAYS), 7, "week days"), [...WEEK_DAYS]),
  repeat: withDefault(Schema.Literals(["daily", "weekly"]), "daily"),
});
export type Scheduler = typeof Scheduler.Type & { readonly id: string };
