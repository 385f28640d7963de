// The promotion aggregate's language, stream `promotion-{id}` (decisions in promotion.ts): its
// events, commands and state. Events carry the whole document, so the read model never replays.
import { Schema } from "effect";
import { Id, IsoInstant, message } from "../auth/fields";
import { PromotionDoc } from "./promotionInput";

export const PromotionEvent = Schema.Union([
  message("PromotionCreated", { promotionId: Id, businessId: Id, promotion: PromotionDoc, createdAt: IsoInstant }),
  message("PromotionUpdated", { promotion: PromotionDoc, updatedAt: IsoInstant }),
  message("PromotionDeleted", { businessId: Id, deletedAt: IsoInstant }),
]);
export type PromotionEvent = typeof PromotionEvent.Type;

type Rev = { readonly rev?: number | undefined };

export type PromotionCommand =
  | { readonly type: "CreatePromotion"; readonly data: { readonly promotionId: string; readonly businessId: string; readonly promotion: PromotionDoc } }
  | { readonly type: "UpdatePromotion"; readonly data: Rev & { readonly promotion: PromotionDoc } }
  | { readonly type: "DeletePromotion"; readonly data: Rev };

export interface ActivePromotion {
  readonly status: "active";
  readonly promotionId: string;
  readonly businessId: string;
  readonly promotion: PromotionDoc;
  readonly revision: number;
}

export type PromotionState =
  | { readonly status: "none"; readonly revision: number }
  | ActivePromotion
  | { readonly status: "deleted"; readonly revision: number };

const STREAM_PREFIX = "promotion-";
const PROMOTION_EVENT_TYPES: ReadonlySet<string> = new Set(PromotionEvent.members.map((member) => member.fields.type.literal));

export const promotionStreamId = (promotionId: string): string => `${STREAM_PREFIX}${promotionId}`;

export const isPromotionEvent = (event: { readonly streamId: string; readonly type: string }): boolean =>
  event.streamId.startsWith(STREAM_PREFIX) && PROMOTION_EVENT_TYPES.has(event.type);

export const promotionIdOfStream = (streamId: string): string => streamId.slice(STREAM_PREFIX.length);
