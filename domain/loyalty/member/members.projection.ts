// The `members` read model (key memberId): the member table (spec 2 §2 Members; §7 GET
// /membership/members, searched by name, phone and card number, sorted and paged) and the member
// document of the detail dialog (spec 2 §3 Member), `_rev` being its stream version.
// Decisions where the spec is silent:
// - Credit is kept in ledger units (creditLedger.ts): `balance` is the ledger total, and
//   `creditBalance` {normal, free [{lotId, amount, expiredAt}]} its parts; the server shows them
//   at the programme's credit precision and leaves out lots already expired.
// - `totalSpentAmount` (major units) and `visitCount`, `lastVisit` sit at the top level for sorting.
// - `user` mirrors the member's own details (displayName, phoneNumber, prevPhoneNumbers, email,
//   birthday, photoURL): a member is known by phone, not by a signed-in user account.
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx, Row } from "../../engine/projection";
import { type Money, toDecimal } from "../../shared/money";
import { applyDelta, type CreditBalance, ledgerTotal } from "./creditLedger";
import { MEMBER_STREAM_PREFIX, type MemberEvent } from "./memberModel";
import type { MemberStat } from "./memberStat";
import { digitsColumn, digitsTerm, doubleColumn, integerColumn, lowerTerm, lowerTextColumn, readTable, textColumn } from "../../engine/readTable";

export const MEMBERS_TABLE = "members";

export const membersTable = readTable({
  name: MEMBERS_TABLE,
  // Every staff member opens the member list's first page over and over.
  pagesReadOften: true,
  // ... and searches it by name, phone and card number.
  searchedOften: true,
  columns: {
    businessId: textColumn("businessId"),
    name: lowerTextColumn("name"),
    phoneNumber: textColumn("phoneNumber"),
    cardNo: textColumn("cardNo"),
    level: integerColumn("level"),
    experience: integerColumn("experience"),
    joinedAt: textColumn("joinedAt"),
    balance: doubleColumn("balance"),
    totalSpentAmount: doubleColumn("totalSpentAmount"),
    visitCount: integerColumn("visitCount"),
    lastVisit: textColumn("lastVisit"),
    phoneDigits: digitsColumn("phoneNumber"),
    cardSearch: lowerTextColumn("cardNo"),
    // Newest first, ties by id: the order the export walks, a page after the last key it wrote.
    joinedKey: { type: "text", of: (row) => `${String(row.joinedAt)}|${String(row.id)}` },
  },
  indexes: [
    ["businessId", "name"], ["businessId", "phoneNumber"], ["businessId", "cardNo"], ["businessId", "level"],
    ["businessId", "experience"], ["businessId", "joinedAt"], ["businessId", "balance"], ["businessId", "totalSpentAmount"],
    ["businessId", "visitCount"], ["businessId", "lastVisit"], ["cardSearch"], ["businessId", "joinedKey"],
  ],
  search: [
    // The sort column itself: a first name's prefix is then a range of the (business, name) index,
    // read in the page's order.
    { column: "name", match: "wordPrefix", term: lowerTerm },
    { column: "phoneDigits", match: "contains", term: digitsTerm },
    { column: "cardSearch", match: "prefix", term: lowerTerm },
  ],
});

const MEMBER_EVENTS = new Set<string>([
  "MemberEnrolled", "MemberProfileUpdated", "MemberTitlesChanged", "MemberStatUpdated",
  "CreditTransactionRecorded", "RewardSent", "BillCompleted", "BillRefunded", "StorePurchased", "StorePurchaseReverted",
]);

export const isMemberEvent = (event: RecordedEvent): boolean =>
  event.streamId.startsWith(MEMBER_STREAM_PREFIX) && MEMBER_EVENTS.has(event.type);

const withStat = (stat: MemberStat, totalSpent: Money): Row => ({
  stat, visitCount: stat.visitCount, lastVisit: stat.lastVisit, totalSpent, totalSpentAmount: toDecimal(totalSpent),
});

const withCredit = (credit: CreditBalance): Row => ({ creditBalance: credit, balance: ledgerTotal(credit) });

const patchOf = (event: Exclude<MemberEvent, { type: "MemberEnrolled" }>, row: Row): Row => {
  switch (event.type) {
    case "MemberProfileUpdated": return { level: event.data.level, experience: event.data.experience, cardNo: event.data.cardNo };
    case "MemberTitlesChanged": return { titles: event.data.titles };
    case "MemberStatUpdated": return withStat(event.data.stat, event.data.totalSpent);
    case "CreditTransactionRecorded": return withCredit(applyDelta(row.creditBalance as CreditBalance, event.data));
    case "RewardSent": return { rewardsReceived: Number(row.rewardsReceived ?? 0) + 1 };
    case "BillCompleted": return { level: event.data.level, experience: event.data.experience, ...withStat(event.data.stat, event.data.totalSpent) };
    case "BillRefunded": return { experience: event.data.experience, ...withStat(event.data.stat, event.data.totalSpent) };
    case "StorePurchased": return { rewardsReceived: Number(row.rewardsReceived ?? 0) + event.data.voucherIds.length };
    case "StorePurchaseReverted": return {};
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isMemberEvent(recorded)) return;
  const event = recorded as unknown as MemberEvent;
  const id = recorded.streamId.slice(MEMBER_STREAM_PREFIX.length);
  if (event.type === "MemberEnrolled") {
    const { memberId: _, onJoinRewardIds, businessId, phoneNumber, name, birthday, cardNo, joinedAt } = event.data;
    return tx.put(MEMBERS_TABLE, id, {
      id, businessId, phoneNumber, name, birthday, cardNo, joinedAt, level: 0, experience: 0, titles: [],
      ...withCredit({ normal: 0, free: [] }),
      ...withStat({ visitCount: 0, lastVisit: null, avgBillSize: 0, avgVisitFrequency: 0, products: [] }, { amount: 0, precision: 2, currency: "MYR" }),
      rewardsReceived: onJoinRewardIds.length,
      user: { displayName: name, phoneNumber, prevPhoneNumbers: [], email: null, birthday, photoURL: null },
      _rev: recorded.version,
    });
  }
  const row = await tx.get(MEMBERS_TABLE, id);
  if (row === undefined) return;
  await tx.put(MEMBERS_TABLE, id, { ...row, ...patchOf(event, row), _rev: recorded.version });
};

export const membersProjection: Projection = { name: "members", tables: [membersTable], apply };
