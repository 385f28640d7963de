// The HTTP application: the API under /api, the built UI everywhere else, one failure envelope.
// It owns the store's lifecycle once handed over: `app.close()` stops accepting connections,
// lets in-flight requests finish (Fastify runs onClose hooks after the server has closed) and
// then closes the store. A response finished while closing says `Connection: close`, so a
// keep-alive client cannot hold the drain open until its idle timeout.
// Answers of 1 KB or more are compressed when the client accepts it (compression.ts).
// Every request first passes the server-wide guards (requestGuards.ts: path ids, body shape,
// Idempotency-Key). The product API lives under /api/v2: identity first (it decorates the root instance with the
// services `requireUser` needs), then every area's routes.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { OneLinePerRequest } from "./requestLog";
import { type AuthDeps, decorateIdentity } from "./auth/identity";
import { compressAnswers } from "./compression";
import { identityRoutes } from "./auth/identityRoutes";
import { attachLive } from "./live/liveArea";
import type { LiveAdapter } from "./live/liveChannel";
import { reactionRoutes } from "./admin/reactionRoutes";
import { allReactions } from "./productReactions";
import { rewardJobRoutes } from "./admin/rewardJobRoutes";
import { providerRoleRoutes } from "./admin/providerRoleRoutes";
import { utilRoutes } from "./admin/utilRoutes";
import { restaurantTagRoutes } from "./admin/restaurantTagRoutes";
import { dealerLeadRoutes } from "./admin/dealerLeadRoutes";
import { licenceOrderRoutes } from "./admin/licenceOrderRoutes";
import { deliveryCompanyRoutes } from "./admin/deliveryCompanyRoutes";
import { providerSettingsRoutes } from "./admin/providerSettingsRoutes";
import { paymentRoutes } from "./admin/paymentRoutes";
import { businessArea } from "./business/businessArea";
import { type DeliveryOptions, deliveryArea, orderPartnersOf } from "./delivery/deliveryArea";
import { adminOrderRoutes } from "./orders/adminOrderRoutes";
import { restaurantOrderRoutes } from "./orders/restaurantOrderRoutes";
import { loyaltyArea } from "./loyalty/loyaltyArea";
import { type MarketingOptions, marketingArea } from "./marketing/marketingArea";
import { type CustomerOptions, customerArea } from "./customer/customerArea";
import type { EngineRuntime } from "./engineRuntime";
import { errorHandler } from "./errorHandler";
import { BODY_LIMIT_BYTES, guardRequests } from "./requestGuards";
import { decorateFiles, fileRoutes } from "./files/filesArea";
import type { FileStore } from "../files/fileStore";
import { memoryFileStore } from "../files/memoryFileStore";
import { healthRoutes } from "./health";
import { menuRoutes } from "./menu/menuRoutes";
import { menuHistoryRoutes } from "./menu/menuHistoryRoutes";
import { menuProductRoutes } from "./menu/menuProductRoutes";
import { menuImportRoutes } from "./menu/menuImportRoutes";
import { menuThumbnailRoutes } from "./menu/menuThumbnailRoutes";
import { menuSharingRoutes } from "./menu/menuSharingRoutes";
import { legacyMenuRoutes } from "./menu/legacyMenuRoutes";
import { menuMigrationRoutes } from "./menu/menuMigrationRoutes";
import { menuPosVersionRoutes } from "./menu/menuPosGate";
import { notFound } from "./notFound";
import { serveUi } from "./staticUi";

export interface AppDeps {
  readonly store: { readonly close: () => Promise<void> };
  /** Commands and read models over the store (engineRuntime(store)). */
  readonly engine: EngineRuntime;
  readonly auth: AuthDeps;
  /** The built UI folder (vite build's dist); when absent only the API is served. */
  readonly uiDir?: string;
  /** Fastify's pino logger options: structured request logs; `false` keeps tests quiet. */
  readonly logger?: FastifyServerOptions["logger"];
  /** Uploaded files (images); in memory when absent (tests), local disk under DATA_DIR for the server. */
  readonly files?: FileStore;
  /** Marketing-area settings (the public voucher claim's rate limits). */
  readonly marketing?: MarketingOptions;
  readonly customer?: CustomerOptions;
  /** The delivery platforms' partner clients (adapters/delivery/deliveryPartners.ts). */
  readonly delivery?: DeliveryOptions;
  /** socket.io's adapter between server processes sharing one PostgreSQL (liveClusterAdapter.ts). */
  readonly liveAdapter?: LiveAdapter;
}

export const createApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({ logger: deps.logger ?? true, bodyLimit: BODY_LIMIT_BYTES, logController: new OneLinePerRequest() });
  app.setErrorHandler(errorHandler);
  guardRequests(app);
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onClose", async () => {
    await deps.store.close();
  });
  await compressAnswers(app);
  await app.register(healthRoutes, { prefix: "/api" });
  decorateIdentity(app, deps.engine, deps.auth);
  decorateFiles(app, deps.files ?? memoryFileStore());
  await attachLive(app, deps.liveAdapter);
  await app.register(identityRoutes, { prefix: "/api/v2" });
  await app.register(fileRoutes, { prefix: "/api/v2" });
  await app.register(businessArea, { prefix: "/api/v2" });
  await app.register(deliveryArea, { prefix: "/api/v2", ...deps.delivery });
  await app.register(loyaltyArea, { prefix: "/api/v2" });
  await app.register(marketingArea, { prefix: "/api/v2", ...deps.marketing });
  await app.register(customerArea, { prefix: "/api/v2", ...deps.customer });
  await app.register(menuRoutes, { prefix: "/api/v2" });
  await app.register(menuHistoryRoutes, { prefix: "/api/v2" });
  await app.register(menuProductRoutes, { prefix: "/api/v2" });
  await app.register(menuImportRoutes, { prefix: "/api/v2" });
  await app.register(menuThumbnailRoutes, { prefix: "/api/v2" });
  await app.register(menuSharingRoutes, { prefix: "/api/v2" });
  await app.register(legacyMenuRoutes, { prefix: "/api/v2" });
  await app.register(menuMigrationRoutes, { prefix: "/api/v2" });
  await app.register(menuPosVersionRoutes, { prefix: "/api/v2" });
  await app.register(reactionRoutes, { prefix: "/api/v2", reactions: allReactions(deps.delivery ?? {}) });
  await app.register(rewardJobRoutes, { prefix: "/api/v2" });
  await app.register(restaurantTagRoutes, { prefix: "/api/v2" });
  await app.register(dealerLeadRoutes, { prefix: "/api/v2" });
  await app.register(licenceOrderRoutes, { prefix: "/api/v2" });
  await app.register(deliveryCompanyRoutes, { prefix: "/api/v2" });
  await app.register(providerSettingsRoutes, { prefix: "/api/v2" });
  await app.register(providerRoleRoutes, { prefix: "/api/v2" });
  await app.register(utilRoutes, { prefix: "/api/v2" });
  await app.register(paymentRoutes, { prefix: "/api/v2" });
  await app.register(adminOrderRoutes, { prefix: "/api/v2", partners: orderPartnersOf(deps.delivery ?? {}) });
  await app.register(restaurantOrderRoutes, { prefix: "/api/v2", partners: orderPartnersOf(deps.delivery ?? {}) });
  if (deps.uiDir === undefined) app.setNotFoundHandler(notFound);
  else await serveUi(app, deps.uiDir);
  return app;
};
