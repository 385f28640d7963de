// Owns: a voucher's validity as the list shows it (spec 3 §3 "the user sees 'valid for N days'",
// §9 voucher date format 'D MMM YYYY'): "Valid for N days after claim" when dynamic, the fixed
// period's first and last day otherwise ("9 Feb 2024 – 10 Mar 2024").
import { lastValidDay } from "../../../domain/marketing/voucherStatus";
import { formatPeriod, formatVoucherDate } from "../../../domain/shared/calendarDate";
import { Temporal } from "temporal-polyfill";
import type { Voucher } from "../../ports/marketingPort";

export const validityText = (voucher: Pick<Voucher, "validSince" | "validity">): string => {
  if (voucher.validSince === null) {
    const days = voucher.validity + 1;
    return `Valid for ${days} ${days === 1 ? "day" : "days"} after claim`;
  }
  const first = formatVoucherDate(Temporal.PlainDate.from(voucher.validSince));
  return formatPeriod(first, formatVoucherDate(lastValidDay(voucher.validSince, voucher.validity)));
};
