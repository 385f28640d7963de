// Owns: the rows of the member export (spec 2 §9), written by the server's streamed export
// (adapters/server/loyalty/memberExportRoutes.ts) and by the screen's export: the columns Name, Phone, Email, CardNo,
// Birthday, Credit, FreeCredit, Experience, Level, Tier, Titles, TotalTransaction, AvgSpent,
// TotalSpent, LastVisit, JoinedAt, VisitFrequency, in that order. Members without a phone or a
// previous phone are skipped (spec 2 §5); expired titles and expired free credit are left out.
// Decisions where the spec is silent: Titles are the held titles' names joined by ", ";
// TotalTransaction is the visit count; AvgSpent the average bill; VisitFrequency the average days
// between visits rounded up to whole days (spec 2 §4); dates DD/MM/YYYY; FreeCredit the sum of
// the free lots still spendable at `now` (the server already leaves out closed ones).
import { Temporal } from "temporal-polyfill";
import { toDecimal } from "../../shared/money";
import { displayDate, displayDay, liveTitles } from "./memberDates";
import type { MemberResponse } from "./memberResponse";
import { type NamingProgramme, phoneOf, tierNameOf, titleNameOf } from "./memberNames";

export const MEMBER_EXPORT_COLUMNS = [
  "Name", "Phone", "Email", "CardNo", "Birthday", "Credit", "FreeCredit", "Experience", "Level", "Tier",
  "Titles", "TotalTransaction", "AvgSpent", "TotalSpent", "LastVisit", "JoinedAt", "VisitFrequency",
] as const;

export type MemberExportRow = Readonly<Record<(typeof MEMBER_EXPORT_COLUMNS)[number], string | number>>;

const later = (instant: string, now: Temporal.Instant): boolean => Temporal.Instant.compare(Temporal.Instant.from(instant), now) > 0;

/** Adds in hundredths so 0.1 + 0.2 reads 0.3 (credit has at most 2 decimals). */
const total = (amounts: ReadonlyArray<number>): number => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

export const memberExportRow = (member: MemberResponse, programme: NamingProgramme, now: Temporal.Instant): MemberExportRow | null => {
  const phone = phoneOf(member);
  if (phone === null || phone === "") return null;
  return {
    Name: member.name ?? member.user.displayName ?? "",
    Phone: phone,
    Email: member.user.email ?? "",
    CardNo: member.cardNo ?? "",
    Birthday: displayDate(member.birthday ?? member.user.birthday),
    Credit: member.creditBalance.normal,
    FreeCredit: total(member.creditBalance.free.filter((lot) => later(lot.expiredAt, now)).map((lot) => lot.amount)),
    Experience: member.experience,
    Level: member.level,
    Tier: tierNameOf(programme, member),
    Titles: liveTitles(member.titles, now).map((title) => titleNameOf(programme, title.id)).join(", "),
    TotalTransaction: member.stat.visitCount,
    AvgSpent: member.stat.avgBillSize,
    TotalSpent: toDecimal(member.totalSpent),
    LastVisit: displayDay(member.stat.lastVisit),
    JoinedAt: displayDay(member.joinedAt),
    VisitFrequency: Math.ceil(member.stat.avgVisitFrequency),
  };
};

export const memberExportRows = (members: ReadonlyArray<MemberResponse>, programme: NamingProgramme, now: Temporal.Instant): ReadonlyArray<MemberExportRow> =>
  members.flatMap((member) => memberExportRow(member, programme, now) ?? []);
