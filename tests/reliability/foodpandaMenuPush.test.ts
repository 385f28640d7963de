// foodpanda's menu push is a durable job (domain/delivery/application/foodpandaMenuPushReaction.ts),
// on the memory store and on PGlite closed and opened again from its folder (the process died):
// - a server that dies after recording the sync and before pushing it: the next process pushes
//   it once, and a request retried before the crash joined the same sync (one publish);
// - a server that dies half way through the push (foodpanda applied it, the success was never
//   recorded): the next process finishes the sync without foodpanda applying it twice.
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { type FoodpandaFake, startFoodpandaFake } from "../../adapters/delivery/foodpanda/fake/foodpandaFake";
import { foodpandaClient } from "../../adapters/delivery/foodpanda/foodpandaClient";
import { liveContext } from "../../adapters/engine/liveContext";
import { reactionRunner } from "../../adapters/engine/reactions/reactionRunner";
import { createApp } from "../../adapters/server/app";
import { engineRuntime } from "../../adapters/server/engineRuntime";
import { deliveryReactions } from "../../adapters/server/productReactions";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { openStore } from "../../adapters/store/openStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import { foodpandaMenuPushReaction } from "../../domain/delivery/application/foodpandaMenuPushReaction";
import { loadMenuSync } from "../../domain/delivery/application/menuSync";
import type { PushMenuPartner } from "../../domain/delivery/deliveryPartner";
import type { EventStore } from "../../domain/engine/eventStore";
import { type Client, signUp } from "../api/businessHarness";
import { testAppDeps } from "../support/apiHarness";
import { freshDataDir } from "../support/pgliteTemplate";

const options = { projections: productProjections, upcast: productEventTypes.upcast };
const rm1 = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

interface Opened {
  readonly store: EventStore;
  /** The process died: the store is closed and opened again from its data. */
  readonly restart: () => Promise<EventStore>;
  readonly dispose: () => Promise<void>;
}

const stores: ReadonlyArray<{ readonly name: string; readonly open: () => Promise<Opened> }> = [
  {
    name: "memory",
    open: async () => {
      const store = memoryEventStore(options);
      return { store, restart: async () => store, dispose: async () => undefined };
    },
  },
  {
    name: "pglite",
    open: async () => {
      const dataDir = await freshDataDir();
      let opened = await openStore({ ...options, dataDir });
      return {
        store: opened.store,
        restart: async () => {
          await opened.close();
          opened = await openStore({ ...options, dataDir });
          return opened.store;
        },
        dispose: async () => {
          await opened.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

let cleanUp: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

/** A restaurant connected to the fake foodpanda with a one-product delivery menu, on the app over `store`. */
const connectedRestaurant = async (store: EventStore, fake: FoodpandaFake) => {
  const foodpanda = foodpandaClient({ baseUrl: fake.url, timeoutMs: 2_000 });
  const base = testAppDeps({ rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } }, delivery: { foodpanda } });
  const engine = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: base.clock.now() }));
  const app = await createApp({ ...base.deps, store: { close: async () => undefined }, engine, logger: false, delivery: { foodpanda } });
  await app.ready();
  const owner: Client = await signUp({ ...base, store, engine, app, reactions: base.reactions }, "+60123490301");
  const businessId = String((await owner.ok("POST", "/businesses", { name: "Durable Panda", url: "durable-panda" })).id);
  const restaurantId = String((await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Durable 1" } })).id);
  const week = Array.from({ length: 7 }, () => ({ enable: true, hours: [{ start: "08:00", end: "22:00" }] }));
  await owner.ok("PUT", `/restaurants/${restaurantId}/in-house-delivery`, { enable: true, maxDistanceKm: 5, minimumOrder: 10, deliveryFee: 5, freeDeliveryFrom: null, operatingHours: week });
  await owner.ok("PUT", `/delivery/foodpanda/setting/${restaurantId}`, { _id: restaurantId, enabled: true, vendorCode: "v-durable", clientId: "c", clientSecret: "s" });
  const menuPath = `/restaurants/${restaurantId}/menu-v3`;
  const menuPut = async (module: string, operation: string, data: unknown) => {
    const { _rev } = await owner.ok("GET", menuPath);
    return owner.ok("PUT", menuPath, { _id: `menu-${restaurantId}`, _rev, module, operation, data });
  };
  const category = (await menuPut("category", "create", { name: "Noodles" })).category.at(-1);
  await menuPut("product", "create", { name: "Laksa", price: rm1(1500), category: category.id });
  return {
    foodpanda, owner, restaurantId, clock: base.clock,
    syncPath: `/delivery/foodpanda/menu-sync/${restaurantId}`,
    close: () => app.close(),
  };
};

describe.each(stores)("foodpanda's menu push on $name", ({ open }) => {
  it("is pushed once by the next process when the server died between recording and pushing; a retried request joins it", async () => {
    const opened = await open();
    cleanUp.push(opened.dispose);
    const fake = await startFoodpandaFake();
    cleanUp.push(fake.close);
    const world = await connectedRestaurant(opened.store, fake);
    const first = await world.owner.ok("PUT", world.syncPath);
    const retried = await world.owner.ok("PUT", world.syncPath);
    expect([first.status, retried.status, retried.latest.syncId, retried.history.length]).toEqual(["queued", "queued", first.latest.syncId, 1]);
    await world.close();
    expect(fake.requests.filter((r) => r.operation === "catalogHeader")).toEqual([]);

    const store = await opened.restart();
    const engine = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: world.clock.now() }));
    await reactionRunner(engine, deliveryReactions({ foodpanda: world.foodpanda }), { owner: "after-restart" }).drain();
    expect(fake.published).toHaveLength(1);
    expect((await loadMenuSync(engine, "foodpanda", world.restaurantId)).latest).toMatchObject({ syncId: first.latest.syncId, status: "success" });

    // Another process over the same log finds nothing left to push.
    await reactionRunner(engine, deliveryReactions({ foodpanda: world.foodpanda }), { owner: "another", now: () => Date.now() + 60_000 }).drain();
    expect(fake.published).toHaveLength(1);
  });

  it("is finished by the next process without foodpanda applying it twice when the server died half way through", async () => {
    const opened = await open();
    cleanUp.push(opened.dispose);
    const fake = await startFoodpandaFake();
    cleanUp.push(fake.close);
    const world = await connectedRestaurant(opened.store, fake);
    const engine = engineRuntime(opened.store, (timeZone) => ({ ...liveContext(timeZone), now: world.clock.now() }));
    const diesAfterApplying: PushMenuPartner = {
      pushMenu: async (...push) => {
        await world.foodpanda.pushMenu(...push);
        throw new Error("the server died before recording the success");
      },
    };
    const started = await world.owner.ok("PUT", world.syncPath);
    await expect(reactionRunner(engine, [foodpandaMenuPushReaction(diesAfterApplying)], { owner: "crashed" }).drain()).rejects.toThrow("died before recording");
    await world.close();
    expect(fake.published).toHaveLength(1);
    expect((await loadMenuSync(engine, "foodpanda", world.restaurantId)).latest).toMatchObject({ status: "inProgress" });

    const store = await opened.restart();
    const restarted = engineRuntime(store, (timeZone) => ({ ...liveContext(timeZone), now: world.clock.now() }));
    // The dead process's lease on the reaction has expired.
    await reactionRunner(restarted, deliveryReactions({ foodpanda: world.foodpanda }), { owner: "after-restart", now: () => Date.now() + 60_000 }).drain();
    expect(fake.published).toHaveLength(1);
    expect((await loadMenuSync(restarted, "foodpanda", world.restaurantId)).latest).toMatchObject({ syncId: started.latest.syncId, status: "success" });
  });
});
