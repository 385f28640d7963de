// Owns: what a benefit row says (spec 2 §2 Benefits page) beside its availability (the domain's
// availabilityText): the type ('Basic' or 'Scheduled'), the reward and, for a scheduled benefit,
// 'Next distribute DD/MM/YYYY' in the business time zone (domain/loyalty/cronSchedule.ts) or a
// message.
// Decisions where the spec is silent:
// - The business time zone is the one of its first restaurant that set one, else Malaysia's, as
//   the server reads it (adapters/server/loyalty/businessTimeZone.ts).
// - A birthday trigger has no single next date (it differs per member): its message says when,
//   relative to each member's birthday (domain/loyalty/birthdayTrigger.ts rules).
// - The reward of a scheduled benefit is its vouchers' names and its free credit ('10 free credit
//   for 30 days'); of a basic one its discount ('5% off'); '-' when there is none.
import type { Temporal } from "temporal-polyfill";
import { DEFAULT_TIME_ZONE } from "../../../domain/business/orderingHours";
import type { BirthdayTrigger } from "../../../domain/loyalty/birthdayTrigger";
import { nextDistributeText } from "../../../domain/loyalty/cronSchedule";
import { amountOf } from "../../../domain/loyalty/member/creditUnits";
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import type { Restaurant } from "../../ports/businessPort";

export const TYPE_LABELS: Readonly<Record<Benefit["options"]["type"], string>> = { basic: "Basic", schedule: "Scheduled" };

export const businessTimeZone = (restaurants: ReadonlyArray<Pick<Restaurant, "settings">>): string =>
  restaurants.map((restaurant) => restaurant.settings["restaurant-setting"]?.timeZone).find((zone) => zone !== undefined) ?? DEFAULT_TIME_ZONE;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? "" : "s"}`;

export const birthdayText = (trigger: BirthdayTrigger): string => {
  if (trigger.type === "startOf") return `Distributed at the start of the member's birthday ${trigger.unit}`;
  if (trigger.day === 0) return "Distributed on the member's birthday";
  return trigger.day > 0 ? `Distributed ${plural(trigger.day, "day")} before the member's birthday` : `Distributed ${plural(-trigger.day, "day")} after the member's birthday`;
};

/** 'Next distribute DD/MM/YYYY' (or the birthday rule, or the cron's problem); null for a basic benefit. */
export const nextDistribute = (benefit: Benefit, now: Temporal.Instant, timeZone: string): string | null => {
  if (benefit.options.type !== "schedule") return null;
  const trigger = benefit.options.triggerer;
  return "cron" in trigger ? nextDistributeText(trigger.cron, now, timeZone) : birthdayText(trigger.birthday);
};

export type VoucherNames = ReadonlyMap<string, string>;

export const rewardText = (benefit: Benefit, voucherNames: VoucherNames, creditPrecision: number): string => {
  const { options } = benefit;
  if (options.type === "basic") {
    const percentage = options.effect.options.percentage;
    return typeof percentage === "number" ? `${percentage}% off` : "-";
  }
  const parts = options.vouchers.map((id) => voucherNames.get(id) ?? id);
  if (options.freeCredit !== null) {
    parts.push(`${amountOf(options.freeCredit.amount, creditPrecision)} free credit for ${plural(options.freeCredit.day, "day")}`);
  }
  return parts.length === 0 ? "-" : parts.join(", ");
};
