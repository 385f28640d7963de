// The reaction runner on the memory store: it follows only the event types it names, once per
// event; a follow-up that crashes half-way is finished exactly once by the next process; a failure
// waits out an exponential backoff; refusals are counted, not retried; one process at a time
// holds a reaction (the lease), another takes over when it is released or expires; a re-run asked
// for a failure tries its event at once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { testContext } from "../../../tests/support/decideContext";
import { orderDecider, shipmentStreamOf, shippingReaction } from "../../../tests/support/shippingReaction";
import { memoryEventStore } from "../../store/memoryEventStore";
import { engineRuntime } from "../../server/engineRuntime";
import { reactionRerunDecider, reactionRerunStreamId } from "../../../domain/engine/reactionRerun";
import { reactionRunner } from "./reactionRunner";

const world = () => {
  const store = memoryEventStore();
  const engine = engineRuntime(store, () => testContext());
  const clock = { now: 1_000_000 };
  const place = (order: string, note = order, type: "Place" | "Note" = "Place") =>
    engine.runner.run(orderDecider, `order-${order}`, { type, note }, { actor: "test" });
  const shipments = async () => {
    const placed = (await store.readAll()).filter((e) => e.type === "OrderPlaced");
    return Promise.all(placed.map(async (e) => (await store.readStream(shipmentStreamOf(e))).events.length));
  };
  const runner = (reaction = shippingReaction(), owner = "process-a") =>
    reactionRunner(engine, [reaction], { owner, now: () => clock.now, pollMs: 10, leaseMs: 30_000 });
  return { store, engine, clock, place, shipments, runner };
};

afterEach(() => {
  vi.useRealTimers();
});

describe("reaction runner", () => {
  it("follows the event types it names, once each, and its checkpoint reaches the log's head", async () => {
    const w = world();
    await w.place("1");
    await w.place("2", "2", "Note");
    await w.place("3");
    const runner = w.runner();
    await runner.drain();
    await runner.drain();
    expect(await w.shipments()).toEqual([1, 1]);
    const [checkpoint] = await w.store.checkpoints.list();
    const log = await w.store.committedAfter(checkpoint!.cursor, 100);
    expect(log).toEqual({ head: checkpoint!.cursor, behind: 0 });
    expect(checkpoint).toMatchObject({ name: "shipping", attempts: 0, failures: 0, lastError: null, leaseOwner: "process-a" });
  });

  it("finishes a follow-up that crashed after committing exactly once, in the next process", async () => {
    const w = world();
    await w.place("1");
    await w.place("2");
    const crashing = w.runner(shippingReaction({ afterShip: (e) => { if (e.streamId === "order-2") throw new Error("killed"); } }));
    await expect(crashing.drain()).rejects.toThrow("Reaction shipping failed: killed");
    expect(await w.shipments()).toEqual([1, 1]);
    const [failed] = await w.store.checkpoints.list();
    expect(failed).toMatchObject({ attempts: 1, failures: 1, lastError: "killed", nextAttemptAt: w.clock.now + 1_000 });
    w.clock.now += 60_000; // the crashed process never released its lease: it expires
    await w.runner(shippingReaction(), "process-b").drain();
    expect(await w.shipments()).toEqual([1, 1]);
    const [recovered] = await w.store.checkpoints.list();
    expect(recovered).toMatchObject({ attempts: 0, failures: 1, lastError: "killed", nextAttemptAt: null, leaseOwner: "process-b" });
  });

  it("counts a refused follow-up and moves on", async () => {
    const w = world();
    await w.place("1", "refuse me");
    await w.place("2");
    await w.runner().drain();
    expect(await w.shipments()).toEqual([0, 1]);
    expect((await w.store.checkpoints.list())[0]).toMatchObject({ refusals: 1, lastRefusal: "Cannot ship this", failures: 0 });
  });

  it("waits out an exponential backoff before trying a failing event again, keeping later events behind it", async () => {
    vi.useFakeTimers();
    const w = world();
    await w.place("1");
    await w.place("2");
    let calls = 0;
    const runner = w.runner(shippingReaction({ afterShip: () => { calls += 1; throw new Error("down"); } }));
    runner.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(1);
    w.clock.now += 1_000;
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toBe(2);
    w.clock.now += 1_500;
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    w.clock.now += 500;
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toBe(3);
    await runner.stop();
    expect(await w.shipments()).toEqual([1, 0]);
    expect((await w.store.checkpoints.list())[0]).toMatchObject({ attempts: 3, failures: 3, nextAttemptAt: w.clock.now + 4_000, leaseOwner: null });
  });

  it("tries a failing event again at once when a re-run was asked for that failure, and only once", async () => {
    vi.useFakeTimers();
    const w = world();
    await w.place("1");
    let calls = 0;
    const runner = w.runner(shippingReaction({ afterShip: () => { calls += 1; throw new Error("down"); } }));
    runner.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(1);
    const failed = (await w.store.checkpoints.list())[0]!;
    const failureAt = new Date(failed.lastErrorAt!).toISOString();
    const ask = (at: string) =>
      w.engine.runner.run(reactionRerunDecider, reactionRerunStreamId("shipping"), { type: "RequestRerun", data: { reaction: "shipping", failures: failed.failures, failureAt: at } }, { actor: "admin-1" });
    await ask(failureAt);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toBe(2);
    // The same request again appends nothing; the new failure waits out its backoff.
    await ask(failureAt);
    expect((await w.store.readStream(reactionRerunStreamId("shipping"))).events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    await runner.stop();
    const [event] = (await w.store.readStream(reactionRerunStreamId("shipping"))).events;
    expect(event).toMatchObject({ type: "ReactionRerunRequested", meta: { actor: "admin-1" } });
  });

  it("lets one process at a time run a reaction: another takes over on release or expiry", async () => {
    const w = world();
    await w.place("1");
    const first = w.runner(shippingReaction(), "process-a");
    const second = w.runner(shippingReaction(), "process-b");
    await first.drain();
    await w.place("2");
    await expect(second.drain()).rejects.toThrow("Reaction shipping is leased to another process");
    await first.stop();
    await second.drain();
    await w.place("3");
    w.clock.now += 30_001;
    await first.drain();
    expect(await w.shipments()).toEqual([1, 1, 1]);
    expect(await w.store.checkpoints.save("shipping", "process-b", (await w.store.checkpoints.list())[0]!, w.clock.now)).toBe(false);
  });
});
