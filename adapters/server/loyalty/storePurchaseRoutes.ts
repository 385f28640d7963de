// Member-store purchases (spec 2 §2 Member store; issue 4 items 1 and 6), under
// /api/v2/businesses/{businessId}/membership/members/{memberId}:
//   POST /store-purchases {bundleId, restaurantId?} (Idempotency-Key)
//        → {purchase, member, rewardClaims}: the bundle bought in a restaurant (restaurantId) or
//          online (none); credit, titles and tax decided on the member stream
//          (domain/loyalty/store/storePurchase.ts); the bundle's vouchers become MEMBER_REWARD
//          claims (memberRewardClaims.ts, occasion `store-{purchaseId}`)
//   POST /store-purchases/{purchaseId}/revert (Idempotency-Key) → {purchase, member}
// Needs `update Membership` in the business; the member must be the business's (404 'Member
// not found') and so must the restaurant (404 'Invalid restaurant').
// Decisions where the spec is silent:
// - The paths are ours: a purchase is a member's, so it sits under the member like its credit
//   calls. The POS event contract (ARCHITECTURE §3) is left as pinned; a till sells a bundle by
//   calling this path with its restaurant.
// - A voucher the bundle names that can no longer be claimed (deleted, quota reached) does not
//   undo the purchase: it is listed in rewardClaims.failed, as for on-join rewards.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { INVALID_RESTAURANT } from "../../../domain/business/restaurant";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import type { MemberEvent } from "../../../domain/loyalty/member/memberModel";
import { PURCHASE_NOT_FOUND } from "../../../domain/loyalty/store/storePurchase";
import { StorePurchaseInput } from "../../../domain/loyalty/store/storePurchaseInput";
import { storeOfferOf } from "../../../domain/loyalty/store/storeOffer";
import { STORE_TRANSACTIONS_TABLE } from "../../../domain/loyalty/store/storeTransactions.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type Caller, callerOf } from "../business/caller";
import { businessTimeZone } from "./businessTimeZone";
import { memberRowIn, membershipBusiness } from "./memberAccess";
import { memberRunner } from "./memberCommandRunner";
import { loadProgramme } from "./memberProgramme";
import { assignRewardClaims } from "./memberRewardClaims";
import { memberAnswer } from "./memberRoutes";
import { storeTransactionView } from "./storeTransactionView";

type ByMember = { Params: { businessId: string; memberId: string } };
type ByPurchase = { Params: { businessId: string; memberId: string; purchaseId: string } };
const BASE = "/businesses/:businessId/membership/members/:memberId/store-purchases";

const restaurantIn = async (caller: Caller, businessId: string, restaurantId: string | null | undefined): Promise<string | null> => {
  if (restaurantId === undefined || restaurantId === null) return null;
  const row = await caller.engine.store.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined || row.businessId !== businessId) throw new DomainError(INVALID_RESTAURANT, 404, ["restaurantId"]);
  return restaurantId;
};

const purchaseView = async (caller: Caller, purchaseId: string) => {
  const row = await caller.engine.store.readModels.get(STORE_TRANSACTIONS_TABLE, purchaseId);
  if (row === undefined) throw new DomainError(PURCHASE_NOT_FOUND, 404);
  return storeTransactionView(row);
};

export const storePurchaseRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  const memberContext = async (request: Parameters<typeof callerOf>[0], params: ByMember["Params"]) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, params.businessId, "update");
    const member = await memberRowIn(caller, businessId, params.memberId);
    const run = memberRunner(caller, await businessTimeZone(readModels, businessId));
    return { caller, businessId, member, memberId: String(member.id), run };
  };

  app.post<ByMember>(BASE, async (request) => {
    const { caller, businessId, member, memberId, run } = await memberContext(request, request.params);
    const input = decodeBody(StorePurchaseInput, request.body);
    const programme = await loadProgramme(engine, businessId);
    const restaurantId = await restaurantIn(caller, businessId, input.restaurantId);
    const outcome = await run(memberId, { type: "PurchaseBundle", data: { offer: storeOfferOf(programme, input.bundleId), restaurantId } }, `store-purchase:${memberId}`);
    const events = outcome.events as unknown as ReadonlyArray<MemberEvent>;
    const purchased = events.find((e): e is Extract<MemberEvent, { type: "StorePurchased" }> => e.type === "StorePurchased");
    if (purchased === undefined) throw new DomainError(PURCHASE_NOT_FOUND, 404);
    const { purchaseId, voucherIds } = purchased.data;
    const recipient = { memberId, phoneNumber: String(member.phoneNumber), name: (member.name as string | null) ?? null };
    const rewardClaims = await assignRewardClaims(engine, caller.user.userId, request.id, recipient, `store-${purchaseId}`, voucherIds);
    const answer = await memberAnswer(caller, businessId, memberId);
    return success({ purchase: await purchaseView(caller, purchaseId), member: answer.data, rewardClaims });
  });

  app.post<ByPurchase>(`${BASE}/:purchaseId/revert`, async (request) => {
    const { caller, businessId, memberId, run } = await memberContext(request, request.params);
    const { purchaseId } = request.params;
    await run(memberId, { type: "RevertStorePurchase", data: { purchaseId } }, `store-purchase-revert:${memberId}:${purchaseId}`);
    const answer = await memberAnswer(caller, businessId, memberId);
    return success({ purchase: await purchaseView(caller, purchaseId), member: answer.data });
  });
};
