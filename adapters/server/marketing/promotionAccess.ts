// Who may touch a business's promotions (spec 3 §6: the Promotion subject of that business),
// checked against the stored business row (adapters/server/business/access.ts) with the action
// the route performs: read for the lists and the dry run, create, update, delete for the writes
// (an owner's or a grant's `manage` covers them all). A promotion is found only within the
// business named in the path, else 404 'Promotion not found' (another tenant's ids are not
// confirmed); it is answered (its Schema: domain/marketing/promotionResponse.ts) with its status
// in the business time zone (promotionStatus.ts).
import type { Temporal } from "temporal-polyfill";
import type { Action } from "../../../domain/auth/permissions";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { PROMOTION_NOT_FOUND } from "../../../domain/marketing/promotion";
import { PROMOTION_STATUS_COLOURS, promotionStatusAt } from "../../../domain/marketing/promotionStatus";
import { PROMOTIONS_TABLE } from "../../../domain/marketing/promotions.projection";
import { type PromotionResponse, decodePromotionRow } from "../../../domain/marketing/promotionResponse";
import { businessFor } from "../business/access";
import type { Caller } from "../business/caller";

export const promotionBusiness = (caller: Caller, businessId: string, action: Action): Promise<Row> =>
  businessFor(caller, businessId, action, "Promotion");

export const promotionRowFor = async (caller: Caller, businessId: string, promotionId: string, action: Action): Promise<Row> => {
  await promotionBusiness(caller, businessId, action);
  const row = await caller.engine.store.readModels.get(PROMOTIONS_TABLE, promotionId);
  if (row === undefined || row.businessId !== businessId) throw new DomainError(PROMOTION_NOT_FOUND, 404);
  return row;
};

export const promotionView = (stored: Row, now: Temporal.Instant, timeZone: string): PromotionResponse => {
  const promotion = decodePromotionRow(stored);
  const status = promotionStatusAt(promotion, now, timeZone);
  return { ...promotion, status, statusColour: PROMOTION_STATUS_COLOURS[status] };
};
