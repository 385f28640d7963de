// What `npm start` and `npm run dev` run on, assembled once from the environment: the store with
// the product's projections and upcasters, the engine, the identity services (server secret,
// OTP transport, password hasher) and, on an empty store, the provisioned provider admin and,
// unless DEMO_DATA=0, the demo data (adapters/demo/seedDemoData.ts), then the product's reactions
// (productReactions.ts, polling the committed log; the delivery platforms' on a runner of their
// own, once the partner clients are open) and the loyalty job runner (jobs/startLoyaltyJobs.ts),
// all stopped before the store closes; uploaded files live on local
// disk under DATA_DIR/files (adapters/files/localDiskFileStore.ts). On PostgreSQL the processes
// sharing the database also share rate limits and live alerts (clusterServices.ts).
// If any step after opening the store fails, the store is closed before the error propagates.
// Under NODE_ENV=test only, TEST_PAUSE_BEFORE_COMMIT arms the crash suite's pause before commit
// (pauseBeforeCommit.ts); it is never armed otherwise.
import path from "node:path";
import { DEFAULT_AUTH_RATE_LIMITS } from "./auth/rateLimits";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { loadJwtSecret } from "../auth/jwtSecret";
import { localDiskFileStore } from "../files/localDiskFileStore";
import { selectOtpTransport } from "../auth/otpTransport";
import { scryptPasswordHasher } from "../auth/passwordHasher";
import { type DemoSummary, demoBanner, seedDemoData } from "../demo/seedDemoData";
import { reactionRunner } from "../engine/reactions/reactionRunner";
import { openStore } from "../store/openStore";
import type { AppDeps } from "./app";
import { type AdminAccount, adminAccountFrom, provisionAdmin } from "./auth/adminProvisioning";
import type { ServerConfig } from "./config";
import { clusterServices } from "./clusterServices";
import { engineRuntime } from "./engineRuntime";
import { startLoyaltyJobs } from "./jobs/startLoyaltyJobs";
import { startDeliveryReopenJob } from "./jobs/deliveryReopenJob";
import { startOrderReplyJob } from "./jobs/orderReplyJob";
import { orderPartnersOf, partnersOf } from "./delivery/deliveryArea";
import { openDeliveryPartners } from "../delivery/deliveryPartners";
import { DEMO_GRAB_CAMPAIGNS } from "../demo/deliveryDemo";
import { unavailableOnPlatform } from "../../domain/delivery/application/itemAvailability";
import { pauseBeforeCommit } from "./pauseBeforeCommit";
import { deliveryReactions, productReactions } from "./productReactions";

export interface ServerRuntime {
  readonly kind: "pglite" | "postgres";
  readonly deps: Pick<AppDeps, "store" | "engine" | "auth" | "files" | "liveAdapter" | "delivery">;
  /** The admin account opened at this start, or null when the store already had data. */
  readonly provisionedAdmin: AdminAccount | null;
  /** The demo data seeded at this start, or null (DEMO_DATA=0, or the store had data). */
  readonly demo: DemoSummary | null;
}

export const openServerRuntime = async (config: ServerConfig): Promise<ServerRuntime> => {
  const { store, kind, client, close } = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    projections: productProjections,
    upcast: productEventTypes.upcast,
    ...(config.pauseBeforeCommit === undefined ? {} : { beforeCommit: pauseBeforeCommit(config.pauseBeforeCommit) }),
  });
  try {
    const engine = engineRuntime(store);
    const cluster = await clusterServices({ kind, client }, config.databaseUrl, () => engine.context().now);
    const passwordHasher = scryptPasswordHasher();
    const secret = await loadJwtSecret(config.dataDir, config.jwtSecret);
    const otpTransport = selectOtpTransport(config.otpTransport, config.production, () => engine.context().now);
    const admin = adminAccountFrom(config, config.production);
    const provisioned = await provisionAdmin(engine, passwordHasher, admin);
    const files = localDiskFileStore(path.join(config.dataDir, "files"));
    const demo = provisioned ? await seedDemoData(engine, passwordHasher, { enabled: config.demoData, production: config.production, files }) : null;
    const reactions = reactionRunner(engine, productReactions, {
      upcast: productEventTypes.upcast,
      onFailure: (name, error) => console.error(`Reaction ${name} failed (it will retry):`, error),
    });
    reactions.start();
    const stopJobs = startLoyaltyJobs(engine);
    const unavailableItems = (await unavailableOnPlatform(engine, "grabfood")).map(({ storeRef, itemId }) => ({ merchantID: storeRef, itemID: itemId }));
    const partners = await openDeliveryPartners(process.env, config.production, { campaigns: DEMO_GRAB_CAMPAIGNS, unavailableItems }, `http://127.0.0.1:${config.port}/api/v2`);
    const pushes = reactionRunner(engine, deliveryReactions(partners.options), {
      upcast: productEventTypes.upcast,
      onFailure: (name, error) => console.error(`Reaction ${name} failed (it will retry):`, error),
    });
    pushes.start();
    const stopReopenJob = startDeliveryReopenJob(engine, partnersOf(partners.options));
    const stopOrderReplyJob = startOrderReplyJob(engine, orderPartnersOf(partners.options));
    const stopThenClose = async () => {
      await reactions.stop();
      await stopJobs();
      await stopReopenJob();
      await stopOrderReplyJob();
      await pushes.stop();
      await partners.close();
      await cluster.close();
      await close();
    };
    return {
      kind,
      deps: {
        store: { close: stopThenClose }, engine, auth: {
          secret, otpTransport, production: config.production, passwordHasher,
          ...(cluster.rateLimiters === undefined ? {} : { rateLimiters: cluster.rateLimiters }),
          ...(config.otpSendsPerIp === undefined ? {} : { rateLimits: { otpSendPerIp: { ...DEFAULT_AUTH_RATE_LIMITS.otpSendPerIp, limit: config.otpSendsPerIp } } }),
          ...(config.firebaseProjectId === undefined ? {} : { firebase: { projectId: config.firebaseProjectId } }),
        },
        files,
        delivery: partners.options,
        ...(cluster.liveAdapter === undefined ? {} : { liveAdapter: cluster.liveAdapter }),
      },
      provisionedAdmin: provisioned ? admin : null,
      demo,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

/** The start-up lines about identity: the admin opened now (if any) and where OTP codes go. */
export const identityBanner = (runtime: ServerRuntime, port: number): ReadonlyArray<string> => {
  const lines: string[] = [];
  const admin = runtime.provisionedAdmin;
  if (admin !== null) {
    const password = admin.passwordSource === "ADMIN_PASSWORD" ? "(the ADMIN_PASSWORD you set)" : admin.password;
    lines.push(`Provider admin created: phone ${admin.phoneNumber}, password ${password}`);
  }
  if (runtime.demo !== null) lines.push(...demoBanner(runtime.demo));
  const { otpTransport, production } = runtime.deps.auth;
  lines.push(
    otpTransport.kind === "outbox" && !production
      ? `OTP codes: outbox, read them at http://localhost:${port}/api/v2/dev/outbox?target=<phone>`
      : `OTP codes: ${otpTransport.kind}`,
  );
  return lines;
};
