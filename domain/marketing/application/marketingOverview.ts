// The marketing overview's figures (spec 3 §1, §3 "Overview summary"; GET /marketing/overview),
// read from the read models (promotions, vouchers, members, the loyalty programme), statuses
// derived now in the business time zone. Each part is asked for by the caller (the route asks
// for those the signed-in user may read) and is null when not asked for. Nothing is written.
// Decisions where the spec is silent:
// - Attraction campaigns are the attraction (SIMPLE_CLAIM) vouchers that are running or to come
//   (neither disabled nor expired). Most redeemed vouchers: vouchers not disabled, most redeemed
//   first (then most claimed, then by name), at most 9. Top spent members: the 5 with the largest
//   total spent, above zero. New members this month: joined since the first of the month in the
//   business time zone. The level-up reward pool counts the pool's vouchers (0 without a programme).
import type { Temporal } from "temporal-polyfill";
import { instantOf } from "../../auth/fields";
import type { Engine } from "../../engine/commandRunner";
import type { ReadModels, Row } from "../../engine/projection";
import { MEMBERS_TABLE } from "../../loyalty/member/members.projection";
import { programmeOf } from "../../loyalty/programme/programme.projection";
import { dateInZone } from "../../shared/calendarDate";
import { promotionStatusAt } from "../promotionStatus";
import { PROMOTIONS_TABLE } from "../promotions.projection";
import { voucherStatus } from "../voucherStatus";
import { VOUCHERS_TABLE } from "../vouchers.projection";

export const MOST_REDEEMED_SHOWN = 9;
export const TOP_SPENT_SHOWN = 5;

type Clock = { readonly now: Temporal.Instant; readonly timeZone: string };

const promotionCounts = async (readModels: ReadModels, businessId: string, { now, timeZone }: Clock) => {
  const { rows } = await readModels.list(PROMOTIONS_TABLE, { where: { businessId } });
  const counts = { active: 0, expired: 0, incoming: 0 };
  for (const row of rows) {
    const status = promotionStatusAt({ start: (row.start as string | null) ?? null, end: (row.end as string | null) ?? null }, now, timeZone);
    counts[status === "ongoing" ? "active" : status] += 1;
  }
  return counts;
};

const statusOf = (row: Row, now: Temporal.Instant) =>
  voucherStatus({ disable: Boolean(row.disable), validSince: (row.validSince as string | null) ?? null, validity: Number(row.validity) }, now, String(row.timeZone));

const voucherParts = async (readModels: ReadModels, businessId: string, { now }: Clock) => {
  const { rows } = await readModels.list(VOUCHERS_TABLE, { where: { businessId } });
  const vouchers = rows.map((row) => ({
    id: String(row.id), name: String(row.name), type: String(row.type), status: statusOf(row, now),
    currentClaim: Number(row.currentClaim ?? 0), currentRedeem: Number(row.currentRedeem ?? 0),
  }));
  const attractionCampaigns = vouchers.filter((v) => v.type === "SIMPLE_CLAIM" && v.status !== "disabled" && v.status !== "expired").length;
  const mostRedeemedVouchers = vouchers
    .filter((v) => v.status !== "disabled")
    .sort((a, b) => b.currentRedeem - a.currentRedeem || b.currentClaim - a.currentClaim || a.name.localeCompare(b.name))
    .slice(0, MOST_REDEEMED_SHOWN);
  return { attractionCampaigns, mostRedeemedVouchers };
};

const memberParts = async (readModels: ReadModels, businessId: string, { now, timeZone }: Clock) => {
  const { rows } = await readModels.list(MEMBERS_TABLE, { where: { businessId } });
  const today = dateInZone(now, timeZone);
  const monthStart = today.with({ day: 1 });
  const newMemberCount = rows.filter((row) => typeof row.joinedAt === "string" && dateInZone(instantOf(row.joinedAt), timeZone).since(monthStart).sign >= 0).length;
  const topSpentMember = rows
    .filter((row) => Number(row.totalSpentAmount ?? 0) > 0)
    .sort((a, b) => Number(b.totalSpentAmount) - Number(a.totalSpentAmount))
    .slice(0, TOP_SPENT_SHOWN)
    .map((row) => ({ id: String(row.id), name: (row.name as string | null) ?? null, phoneNumber: String(row.phoneNumber), totalSpent: row.totalSpent }));
  const programme = await programmeOf(readModels, businessId);
  return { newMemberCount, topSpentMember, levelUpRewardPool: programme?.onLevelReward.vouchers.length ?? 0 };
};

export interface OverviewQuestion {
  readonly businessId: string;
  readonly timeZone: string;
  /** The parts asked for: promotion counts, voucher parts, member parts and the reward pool. */
  readonly parts: { readonly promotion: boolean; readonly voucher: boolean; readonly membership: boolean };
}

export const marketingOverview = async (engine: Engine, { businessId, timeZone, parts }: OverviewQuestion) => {
  const { readModels } = engine;
  const clock = { now: engine.context().now, timeZone };
  const vouchers = parts.voucher ? await voucherParts(readModels, businessId, clock) : { attractionCampaigns: null, mostRedeemedVouchers: null };
  const members = parts.membership ? await memberParts(readModels, businessId, clock) : { newMemberCount: null, topSpentMember: null, levelUpRewardPool: null };
  return {
    promotions: parts.promotion ? await promotionCounts(readModels, businessId, clock) : null,
    ...vouchers,
    ...members,
  };
};
