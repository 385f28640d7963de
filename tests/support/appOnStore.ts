// Test support for suites that must run the real app on a chosen store (PGlite, PostgreSQL):
// the product's projections and upcasters, the test clock, generous OTP limits for signing up
// many users, and a `dispose` that closes the app and then the store.
import { createApp } from "../../adapters/server/app";
import { engineRuntime } from "../../adapters/server/engineRuntime";
import { liveContext } from "../../adapters/engine/liveContext";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import type { Harness } from "../api/businessHarness";
import { testAppDeps, testReactions } from "./apiHarness";
import type { StoreFactory } from "./storeFactories";

export const openAppOnStore = async (factory: StoreFactory): Promise<{ readonly harness: Harness; readonly dispose: () => Promise<void> }> => {
  const opened = await factory.open({ projections: productProjections, upcast: productEventTypes.upcast });
  const base = testAppDeps({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } } });
  const engine = engineRuntime(opened.store, (timeZone) => ({ ...liveContext(timeZone), now: base.clock.now() }));
  const app = await createApp({ ...base.deps, store: { close: async () => undefined }, engine, logger: false });
  await app.ready();
  return {
    harness: { ...base, store: opened.store, engine, app, reactions: testReactions(engine) },
    dispose: async () => {
      await app.close();
      await opened.dispose();
    },
  };
};
