// Every route of the business area (businesses, team, restaurants and their settings, machines,
// agents, permission levels, report token, receipts, restaurants near by), registered as one plugin under
// /api/v2 by createApp, after the identity services (`app.identity`: the engine, `requireUser`,
// code generation and hashing) are decorated.
import type { FastifyInstance } from "fastify";
import { agentRoutes } from "./agentRoutes";
import { businessRoutes } from "./businessRoutes";
import { machineRoutes } from "./machineRoutes";
import { nearbyRoutes } from "./nearbyRoutes";
import { permissionRoutes } from "./permissionRoutes";
import { receiptRoutes } from "./receiptRoutes";
import { reportRoutes } from "./reportRoutes";
import { restaurantRoutes } from "./restaurantRoutes";
import { restaurantSettingRoutes } from "./restaurantSettingRoutes";
import { teamRoutes } from "./teamRoutes";
import { myPermissionRoutes } from "./myPermissionRoutes";

export const businessArea = async (app: FastifyInstance): Promise<void> => {
  await app.register(businessRoutes);
  await app.register(teamRoutes);
  await app.register(restaurantRoutes);
  await app.register(restaurantSettingRoutes);
  await app.register(machineRoutes);
  await app.register(agentRoutes);
  await app.register(permissionRoutes);
  await app.register(myPermissionRoutes);
  await app.register(reportRoutes);
  await app.register(receiptRoutes);
  await app.register(nearbyRoutes);
};
