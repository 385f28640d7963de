// Owns: the 'Update stat' form (spec 2 §2 member side dialog; §3 Member.stat): visit count, last
// visit day, average bill size, average visit frequency (days) and total spent, read into the
// port's stat edit or 'Invalid stat' (the server's message) for the first wrong field.
// Decisions where the spec is silent: the last visit is typed as a day (YYYY/MM/DD, kept as an ISO
// day: ui/kit/dates) and sent as the start of that day in the business's time zone; an empty last
// visit means none; the visit count is whole.
import { Temporal } from "temporal-polyfill";
import { INVALID_STAT } from "../../../../domain/loyalty/member/memberStat";
import { toDecimal } from "../../../../domain/shared/money";
import type { LoyaltyMember, MemberStatEdit } from "../../../ports/loyaltyMembersPort";
import { MEMBER_TIME_ZONE } from "../../../../domain/loyalty/member/memberDates";
import { typedDay } from "../../../kit/dates/typedDate";

export interface StatForm {
  readonly visitCount: string;
  readonly lastVisit: string;
  readonly avgBillSize: string;
  readonly avgVisitFrequency: string;
  readonly totalSpent: string;
}

export const statFormOf = (member: LoyaltyMember, timeZone = MEMBER_TIME_ZONE): StatForm => ({
  visitCount: String(member.stat.visitCount),
  lastVisit: member.stat.lastVisit === null ? "" : Temporal.Instant.from(member.stat.lastVisit).toZonedDateTimeISO(timeZone).toPlainDate().toString(),
  avgBillSize: String(member.stat.avgBillSize),
  avgVisitFrequency: String(member.stat.avgVisitFrequency),
  totalSpent: String(toDecimal(member.totalSpent)),
});

const number = (text: string): number | null => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

const dayStart = (text: string, timeZone: string): string | null | undefined => {
  if (text.trim() === "") return null;
  return typedDay(text)?.toZonedDateTime({ timeZone }).toInstant().toString();
};

export const readStatForm = (form: StatForm, timeZone = MEMBER_TIME_ZONE): { readonly ok: true; readonly value: MemberStatEdit } | { readonly ok: false; readonly field: keyof StatForm; readonly message: string } => {
  const visitCount = number(form.visitCount);
  if (visitCount === null || !Number.isInteger(visitCount)) return { ok: false, field: "visitCount", message: INVALID_STAT };
  const lastVisit = dayStart(form.lastVisit, timeZone);
  if (lastVisit === undefined) return { ok: false, field: "lastVisit", message: INVALID_STAT };
  const avgBillSize = number(form.avgBillSize);
  if (avgBillSize === null) return { ok: false, field: "avgBillSize", message: INVALID_STAT };
  const avgVisitFrequency = number(form.avgVisitFrequency);
  if (avgVisitFrequency === null) return { ok: false, field: "avgVisitFrequency", message: INVALID_STAT };
  const totalSpent = number(form.totalSpent);
  if (totalSpent === null) return { ok: false, field: "totalSpent", message: INVALID_STAT };
  return { ok: true, value: { stat: { visitCount, lastVisit, avgBillSize, avgVisitFrequency }, totalSpent } };
};
