// Deleting a business (DELETE /businesses/{id}): the business is deleted and its URL slug freed
// in ONE unit of work, so a deleted business never keeps its slug from the next business that
// wants it. A business with restaurants left is refused ('Delete the restaurants of this business
// first', business.ts) and keeps its slug.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { businessDecider } from "../business";
import { businessStreamId } from "../businessModel";
import { currentUrl, moveUrl } from "./businessUrl";

export const deleteBusiness = async (engine: Engine, target: { readonly businessId: string; readonly rev: number | undefined }, options: RunOptions): Promise<void> => {
  const { businessId, rev } = target;
  await engine.runner.transact(async (unit) => {
    const url = await currentUrl(unit, businessId);
    await unit.decide(businessDecider, businessStreamId(businessId), { type: "DeleteBusiness", data: { rev } });
    await moveUrl(unit, businessId, url, null);
  }, options);
};
