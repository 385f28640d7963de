// Owns: the derived voucher status (spec 3 §4) and its badge colour: disabled when `disable` is
// set; dynamic when there is no `validSince` (valid N days after claim); incoming before
// validSince; ongoing from validSince through validSince + validity (the stored days − 1),
// inclusive of that last day; expired otherwise. Days are calendar days in the business time zone.
import { Temporal } from "temporal-polyfill";
import { dateInZone } from "../shared/calendarDate";

export type VoucherStatus = "disabled" | "dynamic" | "incoming" | "ongoing" | "expired";

export const STATUS_COLOURS: { readonly [S in VoucherStatus]: "grey" | "orange" | "teal" | "red" } = {
  disabled: "grey",
  incoming: "orange",
  ongoing: "teal",
  dynamic: "teal",
  expired: "red",
};

export interface StatusInput {
  readonly disable: boolean;
  readonly validSince: string | null;
  /** Stored validity: days − 1. */
  readonly validity: number;
}

/** The last calendar day a fixed-period voucher is valid on. */
export const lastValidDay = (validSince: string, validity: number): Temporal.PlainDate =>
  Temporal.PlainDate.from(validSince).add({ days: validity });

export const voucherStatusOn = (voucher: StatusInput, today: Temporal.PlainDate): VoucherStatus => {
  if (voucher.disable) return "disabled";
  if (voucher.validSince === null) return "dynamic";
  if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(voucher.validSince)) < 0) return "incoming";
  return Temporal.PlainDate.compare(today, lastValidDay(voucher.validSince, voucher.validity)) <= 0 ? "ongoing" : "expired";
};

export const voucherStatus = (voucher: StatusInput, now: Temporal.Instant, timeZone: string): VoucherStatus =>
  voucherStatusOn(voucher, dateInZone(now, timeZone));
