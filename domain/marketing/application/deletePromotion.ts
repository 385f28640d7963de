// Deleting a promotion (DELETE /promotions/{id}): DeletePromotion on `promotion-{id}` at the
// revision it was read at (a stale one is 409).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { promotionDecider } from "../promotion";
import { promotionStreamId } from "../promotionModel";

export interface PromotionRemoval {
  readonly promotionId: string;
  readonly rev: number | undefined;
}

export const deletePromotion = async (engine: Engine, { promotionId, rev }: PromotionRemoval, options: RunOptions): Promise<void> => {
  await engine.runner.run(promotionDecider, promotionStreamId(promotionId), { type: "DeletePromotion", data: { rev } }, options);
};
