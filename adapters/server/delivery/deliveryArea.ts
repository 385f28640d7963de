// Every route of the delivery area (spec 4 §7: platform settings, Grab campaigns, store status),
// registered as one plugin under /api/v2 by createApp after the identity services.
import type { FastifyInstance } from "fastify";
import { deliverySettingRoutes } from "./deliverySettingRoutes";

export const deliveryArea = async (app: FastifyInstance): Promise<void> => {
  await app.register(deliverySettingRoutes);
};
