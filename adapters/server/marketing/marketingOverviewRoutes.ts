// The marketing overview's figures (spec 3 §1, §3 "Overview summary"), under /api/v2:
//   GET /businesses/{businessId}/marketing/overview →
//     { promotions: {active, expired, incoming} | null,
//       attractionCampaigns: N | null, mostRedeemedVouchers: [{id, name, type, status, currentClaim, currentRedeem}] | null,
//       newMemberCount: N | null, topSpentMember: [{id, name, phoneNumber, totalSpent}] | null, levelUpRewardPool: N | null }
// read from the read models (promotions, vouchers, members, the loyalty programme), statuses
// derived now in the business time zone.
// Decisions where the spec is silent:
// - The overview is the area's entrance (open to anyone with a marketing or loyalty right in the
//   business): each part needs read on its own subject (Promotion for the promotion counts,
//   Voucher for the voucher parts, Membership for the member parts and the reward pool) and is
//   null without it; a caller with none of the three is refused (403); another tenant's business
//   answers 404 'Business not found'.
// - Attraction campaigns are the attraction (SIMPLE_CLAIM) vouchers that are running or to come
//   (neither disabled nor expired). Most redeemed vouchers: vouchers not disabled, most redeemed
//   first (then most claimed, then by name), at most 9. Top spent members: the 5 with the largest
//   total spent, above zero. New members this month: joined since the first of the month in the
//   business time zone. The level-up reward pool counts the pool's vouchers (0 without a programme).
import type { FastifyInstance } from "fastify";
import type { Temporal } from "temporal-polyfill";
import { canIn } from "../../../domain/auth/permissions";
import { instantOf } from "../../../domain/auth/fields";
import type { ReadModels, Row } from "../../../domain/engine/projection";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { promotionStatusAt } from "../../../domain/marketing/promotionStatus";
import { PROMOTIONS_TABLE } from "../../../domain/marketing/promotions.projection";
import { voucherStatus } from "../../../domain/marketing/voucherStatus";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { dateInZone } from "../../../domain/shared/calendarDate";
import { success } from "../envelope";
import { forbidUnless, readableBusiness } from "../business/access";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "../loyalty/businessTimeZone";

export const MOST_REDEEMED_SHOWN = 9;
export const TOP_SPENT_SHOWN = 5;

type ByBusiness = { Params: { businessId: string } };
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

export const marketingOverviewRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.get<ByBusiness>("/businesses/:businessId/marketing/overview", async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId } = request.params;
    await readableBusiness(caller, businessId);
    const ability = caller.user.ability;
    const may = {
      promotion: canIn(ability, "read", "Promotion", businessId),
      voucher: canIn(ability, "read", "Voucher", businessId),
      membership: canIn(ability, "read", "Membership", businessId),
    };
    forbidUnless(may.promotion || may.voucher || may.membership);
    const clock = { now: engine.context().now, timeZone: await businessTimeZone(readModels, businessId) };
    const vouchers = may.voucher ? await voucherParts(readModels, businessId, clock) : { attractionCampaigns: null, mostRedeemedVouchers: null };
    const members = may.membership ? await memberParts(readModels, businessId, clock) : { newMemberCount: null, topSpentMember: null, levelUpRewardPool: null };
    return success({
      promotions: may.promotion ? await promotionCounts(readModels, businessId, clock) : null,
      ...vouchers,
      ...members,
    });
  });
};
