// Reactions on every store (memory, PGlite, PostgreSQL when TEST_DATABASE_URL is set):
// - a reaction that crashes half-way (its follow-up committed, its checkpoint not moved) and a
//   process restarted on the same data finish the follow-up exactly once;
// - the lease: one owner at a time, taken over when released or expired, a lost lease saves
//   nothing;
// - PostgreSQL: an event whose transaction commits AFTER a higher position committed is never
//   passed over (positions are taken at insert, not at commit).
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { reactionRunner } from "../../adapters/engine/reactions/reactionRunner";
import { engineRuntime } from "../../adapters/server/engineRuntime";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { openStore } from "../../adapters/store/openStore";
import type { RecordedEvent } from "../../domain/engine/events";
import type { EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import { LOG_START } from "../../domain/engine/reaction";
import { testContext } from "../support/decideContext";
import { freshDataDir } from "../support/pgliteTemplate";
import { orderDecider, shipmentStreamOf, shippingReaction } from "../support/shippingReaction";

interface Opened {
  store: EventStore;
  /** Closes the store and opens it again from its data (the process restarted). */
  readonly restart: () => Promise<EventStore>;
  /** A second store on the same data, as another server process has (SQL stores). */
  readonly twin: () => Promise<EventStore>;
  readonly dispose: () => Promise<void>;
}

let schemaCounter = 0;
const databaseUrl = process.env.TEST_DATABASE_URL ?? "";

const sqlOpened = async (config: Parameters<typeof openStore>[0], cleanUp: () => Promise<void>): Promise<Opened> => {
  const open: Array<{ close: () => Promise<void> }> = [];
  const start = async () => {
    const opened = await openStore(config);
    open.push(opened);
    return opened.store;
  };
  const opened: Opened = {
    store: await start(),
    restart: async () => {
      await open.shift()?.close();
      opened.store = await start();
      return opened.store;
    },
    twin: start,
    dispose: async () => {
      for (const store of open) await store.close();
      await cleanUp();
    },
  };
  return opened;
};

const stores: ReadonlyArray<{ readonly name: string; readonly open: (options?: EventStoreOptions) => Promise<Opened> }> = [
  {
    name: "memory",
    open: async (options) => {
      const store = memoryEventStore(options);
      return { store, restart: async () => store, twin: async () => store, dispose: async () => undefined };
    },
  },
  {
    name: "pglite",
    open: async (options) => {
      const dataDir = await freshDataDir();
      // PGlite is one process's: its "other process" is a second runner on the same store.
      const opened = await sqlOpened({ ...options, dataDir }, () => rm(dataDir, { recursive: true, force: true }));
      return { ...opened, twin: async () => opened.store };
    },
  },
  ...(databaseUrl === ""
    ? []
    : [{
        name: "postgres",
        open: (options?: EventStoreOptions) =>
          sqlOpened({ ...options, dataDir: "", databaseUrl, databaseSchema: `reactions_${process.pid}_${Date.now()}_${schemaCounter++}` }, async () => undefined),
      }]),
];

const place = (store: EventStore, order: string) =>
  engineRuntime(store, () => testContext()).runner.run(orderDecider, `order-${order}`, { type: "Place", note: order }, { actor: "test" });

const shipmentsOf = async (store: EventStore) => {
  const placed = (await store.readAll()).filter((e) => e.type === "OrderPlaced");
  return Promise.all(placed.map(async (e) => (await store.readStream(shipmentStreamOf(e))).events.length));
};

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

describe.each(stores)("reactions on $name", ({ open }) => {
  it("finish a follow-up that crashed half-way exactly once after a restart", async () => {
    const opened = await open();
    dispose = opened.dispose;
    for (const order of ["1", "2", "3"]) await place(opened.store, order);
    let now = 1_000_000;
    const crashing = reactionRunner(engineRuntime(opened.store, () => testContext()), [
      shippingReaction({ afterShip: (event) => { if (event.streamId === "order-2") throw new Error("killed half-way"); } }),
    ], { owner: "before-restart", now: () => now });
    await expect(crashing.drain()).rejects.toThrow("killed half-way");
    expect(await shipmentsOf(opened.store)).toEqual([1, 1, 0]);

    const store = await opened.restart();
    now += 60_000; // the crashed process's lease has expired
    const restarted = reactionRunner(engineRuntime(store, () => testContext()), [shippingReaction()], { owner: "after-restart", now: () => now });
    await restarted.drain();
    expect(await shipmentsOf(store)).toEqual([1, 1, 1]);
    const [checkpoint] = await store.checkpoints.list();
    expect(checkpoint).toMatchObject({ name: "shipping", attempts: 0, failures: 1, lastError: "killed half-way", nextAttemptAt: null, leaseOwner: "after-restart" });
    expect((await store.committedAfter(checkpoint!.cursor, 1_000)).behind).toBe(0);
  });

  it("lease one reaction to one owner at a time", async () => {
    const opened = await open();
    dispose = opened.dispose;
    const mine = opened.store.checkpoints;
    const theirs = (await opened.twin()).checkpoints;
    const taken = await mine.lease("shipping", "a", 1_000, 31_000);
    expect(taken).toMatchObject({ name: "shipping", cursor: LOG_START, attempts: 0, leaseOwner: "a", leaseUntil: 31_000 });
    expect(await theirs.lease("shipping", "b", 2_000, 32_000)).toBeUndefined();
    expect(await mine.save("shipping", "a", { ...taken!, attempts: 2, lastError: "down" }, 40_000)).toBe(true);
    expect(await theirs.lease("shipping", "b", 40_001, 70_000)).toMatchObject({ leaseOwner: "b", attempts: 2, lastError: "down" });
    expect(await mine.save("shipping", "a", { ...taken!, attempts: 0 }, 80_000)).toBe(false);
    await mine.release("shipping", "a");
    expect(await mine.lease("shipping", "a", 41_000, 71_000)).toBeUndefined();
    await theirs.release("shipping", "b");
    expect(await mine.lease("shipping", "a", 41_000, 71_000)).toMatchObject({ leaseOwner: "a", attempts: 2 });
    expect((await theirs.list()).map((c) => [c.name, c.leaseOwner])).toEqual([["shipping", "a"]]);
  });
});

describe.each(stores.filter((s) => s.name === "postgres"))("commit order on $name", ({ open }) => {
  it("never passes over an event whose transaction commits after a higher position", async () => {
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => { entered = resolve; });
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const opened = await open({ beforeCommit: async (streamIds) => { if (streamIds.includes("order-slow")) { entered(); await gate; } } });
    dispose = async () => {
      release();
      await opened.dispose();
    };
    const followed: string[] = [];
    const runner = reactionRunner(engineRuntime(opened.store, () => testContext()), [
      shippingReaction({ afterShip: (event: RecordedEvent) => void followed.push(event.streamId) }),
    ]);

    const slow = place(opened.store, "slow");
    await inside;
    await place(opened.store, "fast");
    expect((await opened.store.readAll()).map((e) => e.streamId)).toEqual(["order-fast"]);
    expect(await opened.store.readCommitted(LOG_START, 10)).toEqual([]);
    const draining = runner.drain(); // waits for the open transaction
    release();
    await slow;
    await draining;
    const byPosition = (await opened.store.readAll()).filter((e) => e.type === "OrderPlaced").map((e) => e.streamId);
    expect(byPosition).toEqual(["order-slow", "order-fast"]);
    expect(followed).toEqual(["order-slow", "order-fast"]);
    expect(await shipmentsOf(opened.store)).toEqual([1, 1]);
  });
});
