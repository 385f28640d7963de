// Every route of the marketing area (vouchers and their claims, the public claim; promotions and
// the discount engine's routes are added here too), registered as one plugin under /api/v2 by
// createApp, after the identity services are decorated.
import type { FastifyInstance } from "fastify";
import type { PublicClaimLimits } from "./publicClaimLimits";
import { publicVoucherRoutes } from "./publicVoucherRoutes";
import { voucherClaimRoutes } from "./voucherClaimRoutes";
import { voucherRoutes } from "./voucherRoutes";
import { marketingEvaluateRoutes } from "./marketingEvaluateRoutes";
import { marketingSettingRoutes } from "./marketingSettingRoutes";
import { marketingOverviewRoutes } from "./marketingOverviewRoutes";
import { promotionRoutes } from "./promotionRoutes";

export interface MarketingOptions {
  /** The public claim's rate limits (tests raise them). */
  readonly publicClaimLimits?: Partial<PublicClaimLimits>;
}

export const marketingArea = async (app: FastifyInstance, options: MarketingOptions): Promise<void> => {
  await app.register(voucherRoutes);
  await app.register(voucherClaimRoutes);
  await app.register(promotionRoutes);
  await app.register(marketingEvaluateRoutes);
  await app.register(marketingSettingRoutes);
  await app.register(marketingOverviewRoutes);
  await app.register(publicVoucherRoutes, { ...(options.publicClaimLimits === undefined ? {} : { limits: options.publicClaimLimits }) });
};
