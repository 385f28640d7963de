// Replacing a promotion's document (PUT /promotions/{id}): UpdatePromotion on `promotion-{id}`
// with the revision it was read at (a stale one is 409; an unchanged document appends nothing);
// its target restaurants must be the business's.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { promotionDecider } from "../promotion";
import type { PromotionDoc } from "../promotionInput";
import { promotionStreamId } from "../promotionModel";
import { refuseForeignRestaurants } from "./targetRestaurants";

export interface PromotionChange {
  readonly businessId: string;
  readonly promotionId: string;
  readonly promotion: PromotionDoc;
  readonly rev: number | undefined;
}

export const updatePromotion = async (engine: Engine, { businessId, promotionId, promotion, rev }: PromotionChange, options: RunOptions): Promise<void> => {
  await refuseForeignRestaurants(engine.readModels, businessId, promotion.targetRestaurant);
  await engine.runner.run(promotionDecider, promotionStreamId(promotionId), { type: "UpdatePromotion", data: { promotion, rev } }, options);
};
