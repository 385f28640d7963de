// Creating a promotion (POST /promotions, the demo data): one CreatePromotion on its own stream
// `promotion-{id}`, its target restaurants being the business's. The caller decodes the body
// into the stored document (promotionInput.ts). A repeated Idempotency-Key answers the first
// promotion's id and creates nothing.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { promotionDecider } from "../promotion";
import type { PromotionDoc } from "../promotionInput";
import { promotionStreamId } from "../promotionModel";
import { refuseForeignRestaurants } from "./targetRestaurants";

export interface NewPromotion {
  readonly businessId: string;
  readonly promotion: PromotionDoc;
}

/** Creates the promotion and answers its id. */
export const createPromotion = async (engine: Engine, { businessId, promotion }: NewPromotion, options: RunOptions): Promise<string> => {
  await refuseForeignRestaurants(engine.readModels, businessId, promotion.targetRestaurant);
  const promotionId = engine.context().newId();
  const { value } = await engine.runner.transact(async (unit) => {
    await unit.decide(promotionDecider, promotionStreamId(promotionId), { type: "CreatePromotion", data: { promotionId, businessId, promotion } });
    return promotionId;
  }, options);
  return value;
};
