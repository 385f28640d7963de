// Member-store purchases (spec 2 §2 Member store; issue 4 items 1 and 6), under
// /api/v2/businesses/{businessId}/membership/members/{memberId}:
//   POST /store-purchases {bundleId, restaurantId?} (Idempotency-Key)
//        → {purchase, member, rewardClaims}: the bundle bought in a restaurant (restaurantId) or
//          online (none); credit, titles and tax decided on the member stream
//          (domain/loyalty/store/storePurchase.ts) and the bundle's vouchers assigned as
//          MEMBER_REWARD claims, in one unit (domain/loyalty/application/purchaseStoreBundle.ts)
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
import { purchaseStoreBundle } from "../../../domain/loyalty/application/purchaseStoreBundle";
import { revertStorePurchase } from "../../../domain/loyalty/application/revertStorePurchase";
import { PURCHASE_NOT_FOUND } from "../../../domain/loyalty/store/storePurchase";
import { StorePurchaseInput } from "../../../domain/loyalty/store/storePurchaseInput";
import { STORE_TRANSACTIONS_TABLE } from "../../../domain/loyalty/store/storeTransactions.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import type { Caller } from "../business/caller";
import { type ByMember, memberCaller } from "./memberAccess";
import { memberAnswer } from "./memberRoutes";
import { storeTransactionView } from "./storeTransactionView";

type ByPurchase = { Params: ByMember["Params"] & { purchaseId: string } };
const BASE = "/businesses/:businessId/membership/members/:memberId/store-purchases";

const purchaseView = async (caller: Caller, purchaseId: string) => {
  const row = await caller.engine.store.readModels.get(STORE_TRANSACTIONS_TABLE, purchaseId);
  if (row === undefined) throw new DomainError(PURCHASE_NOT_FOUND, 404);
  return storeTransactionView(row);
};

export const storePurchaseRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.post<ByMember>(BASE, async (request) => {
    const { caller, ref } = await memberCaller(request, engine);
    const input = decodeBody(StorePurchaseInput, request.body);
    const { purchaseId, rewardClaims } = await purchaseStoreBundle(engine, ref, input, caller.options(`store-purchase:${ref.memberId}`));
    const answer = await memberAnswer(caller, ref.businessId, ref.memberId);
    return success({ purchase: await purchaseView(caller, purchaseId), member: answer.data, rewardClaims });
  });

  app.post<ByPurchase>(`${BASE}/:purchaseId/revert`, async (request) => {
    const { caller, ref } = await memberCaller(request, engine);
    const { purchaseId } = request.params;
    await revertStorePurchase(engine, ref, purchaseId, caller.options(`store-purchase-revert:${ref.memberId}:${purchaseId}`));
    const answer = await memberAnswer(caller, ref.businessId, ref.memberId);
    return success({ purchase: await purchaseView(caller, purchaseId), member: answer.data });
  });
};
