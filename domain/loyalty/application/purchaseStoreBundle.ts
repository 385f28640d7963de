// A member-store purchase (POST /membership/members/{id}/store-purchases {bundleId,
// restaurantId?}; spec 2 §2 Member store; issue 4): the bundle bought in a restaurant or online
// (none), its credit, titles and tax decided on the member stream (domain/loyalty/store/
// storePurchase.ts), and the bundle's vouchers assigned as MEMBER_REWARD claims (rewardClaims.ts),
// all in ONE unit of work, so a purchase never lands without its vouchers, nor they without it.
// The restaurant must be the business's (404 'Invalid restaurant').
// Decision where the spec is silent: a voucher the bundle names that can no longer be claimed
// (deleted) does not undo the purchase: it is listed in rewardClaims.failed, as for on-join rewards.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { INVALID_RESTAURANT } from "../../business/restaurant";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { MemberEvent } from "../member/memberModel";
import { PURCHASE_NOT_FOUND } from "../store/storePurchase";
import type { StorePurchaseInput } from "../store/storePurchaseInput";
import { storeOfferOf } from "../store/storeOffer";
import { type MemberRef, onMember } from "./memberUnit";
import { type RewardClaimOutcome, claimRewards } from "./rewardClaims";

export interface StorePurchased {
  readonly purchaseId: string;
  readonly rewardClaims: RewardClaimOutcome;
}

const restaurantOf = async (engine: Engine, businessId: string, restaurantId: string | null | undefined): Promise<string | null> => {
  if (restaurantId === undefined || restaurantId === null) return null;
  const row = await engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined || row.businessId !== businessId) throw new DomainError(INVALID_RESTAURANT, 404, ["restaurantId"]);
  return restaurantId;
};

export const purchaseStoreBundle = async (engine: Engine, ref: MemberRef, input: StorePurchaseInput, options: RunOptions): Promise<StorePurchased> => {
  const restaurantId = await restaurantOf(engine, ref.businessId, input.restaurantId);
  return onMember(engine, ref, options, async ({ unit, programme, member, decide }) => {
    const { events } = await decide({ type: "PurchaseBundle", data: { offer: storeOfferOf(programme, input.bundleId), restaurantId } });
    const purchased = events.find((e): e is Extract<MemberEvent, { type: "StorePurchased" }> => e.type === "StorePurchased");
    if (purchased === undefined) throw new DomainError(PURCHASE_NOT_FOUND, 404);
    const { purchaseId, voucherIds } = purchased.data;
    const rewardClaims = await claimRewards(unit, { memberId: member.memberId, phoneNumber: member.phoneNumber, name: member.name }, voucherIds);
    return { purchaseId, rewardClaims };
  });
};
