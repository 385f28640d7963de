// The command handler over every store: no lost update and no over-issue under concurrency,
// idempotent repeats, bounded retries ending in 409, rules refused without writing, upcasting.
import { Result } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { accept, type Decider, DomainError, reject } from "../../domain/engine/decider";
import { commandHandler, CONFLICT_MESSAGE, IDEMPOTENCY_KEY_REUSED } from "../../domain/engine/commandHandler";
import type { EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import { eventTypeRegistry } from "../../domain/engine/eventTypes";
import type { Projection } from "../../domain/engine/projection";
import { testContext } from "../support/decideContext";
import { storeFactories } from "../support/storeFactories";
import { readTable } from "../../domain/engine/readTable";

// A voucher-like quota: claims are issued until the quota is reached.
type QuotaEvent = { type: "QuotaSet"; data: { quota: number } } | { type: "ClaimIssued"; data: { claimId: string; holder: string } };
type QuotaCommand = { type: "SetQuota"; quota: number } | { type: "IssueClaim"; holder: string };
const quota: Decider<{ quota: number; issued: number }, QuotaCommand, QuotaEvent> = {
  initialState: { quota: 0, issued: 0 },
  decide: (command, state, ctx) => {
    switch (command.type) {
      case "SetQuota":
        return accept({ type: "QuotaSet", data: { quota: command.quota } });
      case "IssueClaim":
        return state.issued >= state.quota
          ? reject("Fully claimed")
          : accept({ type: "ClaimIssued", data: { claimId: ctx.newId(), holder: command.holder } });
      default:
        return command satisfies never;
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case "QuotaSet":
        return { ...state, quota: event.data.quota };
      case "ClaimIssued":
        return { ...state, issued: state.issued + 1 };
      default:
        return event satisfies never;
    }
  },
};

// ClaimIssued v1 named the holder `member`; v2 renamed it to `holder`.
const registry = eventTypeRegistry([
  { type: "ClaimIssued", upcasters: { 1: (data) => { const { member, ...rest } = data as { member: string }; return { ...rest, holder: member }; } } },
]);
const holders: Projection = {
  name: "holders",
  tables: [readTable({ name: "holders", columns: {} })],
  apply: async (event, tx) => {
    if (event.type !== "ClaimIssued") return;
    const { holder } = event.data as { holder: string };
    const row = await tx.get("holders", holder);
    await tx.put("holders", holder, { holder, claims: Number(row?.claims ?? 0) + 1 });
  },
};

const meta = { actor: "owner-1", correlationId: "c-1" };

describe.each(storeFactories())("command handler on $name", (factory) => {
  let dispose: (() => Promise<void>) | undefined;
  const open = async (): Promise<EventStore> => {
    const options: EventStoreOptions = { projections: [holders], upcast: registry.upcast };
    const opened = await factory.open(options);
    dispose = opened.dispose;
    return opened.store;
  };
  afterEach(async () => dispose?.());

  it("never over-issues a quota under 40 concurrent commands", async () => {
    const store = await open();
    const handler = commandHandler(store, registry, 100);
    await handler.handle(quota, "voucher-1", { type: "SetQuota", quota: 15 }, { context: testContext(), meta });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => handler.handle(quota, "voucher-1", { type: "IssueClaim", holder: `m-${i}` }, { context: testContext(), meta })),
    );
    const issued = results.filter((r) => Result.isSuccess(r));
    expect(issued).toHaveLength(15);
    expect(results.filter((r) => Result.isFailure(r)).map((r) => Result.isFailure(r) && r.failure.message)).toEqual(Array(25).fill("Fully claimed"));
    const { state, version } = await handler.load(quota, "voucher-1");
    expect(state).toEqual({ quota: 15, issued: 15 });
    expect(version).toBe(16);
    expect((await store.readModels.list("holders")).total).toBe(15);
  });

  it("answers 409 when conflicts outlast the retries, having written nothing of its own", async () => {
    const store = await open();
    let interfere = 0;
    const racing: EventStore = {
      ...store,
      appendUnit: async (request) => {
        if (interfere-- > 0) await store.appendUnit({ ...request, meta: { actor: "rival", correlationId: "r" } });
        return store.appendUnit(request);
      },
    };
    const handler = commandHandler(racing, registry, 2);
    await handler.handle(quota, "v", { type: "SetQuota", quota: 99 }, { context: testContext(), meta: { ...meta, actor: "rival" } });
    interfere = 3;
    const result = await handler.handle(quota, "v", { type: "IssueClaim", holder: "m" }, { context: testContext(), meta });
    expect(Result.isFailure(result) && [result.failure.status, result.failure.message]).toEqual([409, CONFLICT_MESSAGE]);
    const { events } = await store.readStream("v");
    expect(events.every((e) => e.meta.actor === "rival")).toBe(true);
  });

  it("runs a command with an idempotency key once and returns the first result to repeats", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    await handler.handle(quota, "v", { type: "SetQuota", quota: 10 }, { context: testContext(), meta });
    const issue = () => handler.handle(quota, "v", { type: "IssueClaim", holder: "m-1" }, { context: testContext(), meta, idempotencyKey: "owner-1:abc" });
    const [first, ...repeats] = await Promise.all([issue(), issue(), issue()]);
    const later = await issue();
    if (!Result.isSuccess(first) || !Result.isSuccess(later)) throw new Error("expected success");
    expect(later.success.replayed).toBe(true);
    expect(later.success.events).toEqual(first.success.replayed ? later.success.events : first.success.events);
    for (const repeat of repeats) expect(Result.isSuccess(repeat) && repeat.success.version).toBe(2);
    expect((await store.readStream("v")).version).toBe(2);
    expect((await store.readStream("v")).events[1]?.meta).toMatchObject({ actor: "owner-1", correlationId: "c-1", idempotencyKey: "owner-1:abc" });
  });

  it("refuses a write made on a stale revision with 409 and keeps the newer data", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    await handler.handle(quota, "v", { type: "SetQuota", quota: 10 }, { context: testContext(), meta });
    await handler.handle(quota, "v", { type: "SetQuota", quota: 20 }, { context: testContext(), meta, expectedRevision: 1 });
    const stale = await handler.handle(quota, "v", { type: "SetQuota", quota: 30 }, { context: testContext(), meta, expectedRevision: 1 });
    expect(Result.isFailure(stale) && [stale.failure.status, stale.failure.message]).toEqual([409, CONFLICT_MESSAGE]);
    expect((await handler.load(quota, "v")).state.quota).toBe(20);
  });

  it("appends nothing when the decider refuses", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    const result = await handler.handle(quota, "v", { type: "IssueClaim", holder: "m" }, { context: testContext(), meta });
    expect(Result.isFailure(result) && [result.failure.status, result.failure.message]).toEqual([400, "Fully claimed"]);
    expect(await store.readAll()).toEqual([]);
  });

  it("upcasts old events on load and in projections, and writes new ones at the current version", async () => {
    const store = await open();
    await store.append({
      streamId: "v",
      expectedVersion: 0,
      events: [{ type: "QuotaSet", v: 1, data: { quota: 5 } }, { type: "ClaimIssued", v: 1, data: { claimId: "a", member: "m-old" } }],
      meta,
      occurredAt: "2025-01-01T00:00:00Z",
    });
    expect(await store.readModels.get("holders", "m-old")).toEqual({ holder: "m-old", claims: 1 });
    const handler = commandHandler(store, registry);
    const result = await handler.handle(quota, "v", { type: "IssueClaim", holder: "m-new" }, { context: testContext(), meta });
    expect(Result.isSuccess(result) && result.success.state).toEqual({ quota: 5, issued: 2 });
    const { events } = await store.readStream("v");
    expect(events.map((e) => [e.type, e.v])).toEqual([["QuotaSet", 1], ["ClaimIssued", 1], ["ClaimIssued", 2]]);
    expect(events[1]?.data).toEqual({ claimId: "a", member: "m-old" });
    expect(events[2]?.occurredAt).toBe("2026-11-25T10:00:00Z");
  });

  it("folds only the events appended since its last look, including another handler's", async () => {
    const store = await open();
    const reads: number[] = [];
    const counting: EventStore = {
      ...store,
      readStream: async (streamId, afterVersion) => {
        const snapshot = await store.readStream(streamId, afterVersion);
        reads.push(snapshot.events.length);
        return snapshot;
      },
    };
    const handler = commandHandler(counting, registry);
    const other = commandHandler(store, registry);
    await handler.handle(quota, "v-tail", { type: "SetQuota", quota: 100 }, { context: testContext(), meta });
    for (let i = 0; i < 30; i++) await handler.handle(quota, "v-tail", { type: "IssueClaim", holder: `m-${i}` }, { context: testContext(), meta });
    expect(Math.max(...reads.slice(1))).toBe(0);
    await other.handle(quota, "v-tail", { type: "IssueClaim", holder: "elsewhere" }, { context: testContext(), meta });
    reads.length = 0;
    expect(await handler.load(quota, "v-tail")).toEqual({ state: { quota: 100, issued: 31 }, version: 32 });
    expect(reads).toEqual([1]);
    expect(await commandHandler(store, registry).load(quota, "v-tail")).toEqual({ state: { quota: 100, issued: 31 }, version: 32 });
  });

  it("appends every stream of a unit or none: a refusal in a later step leaves the earlier one unwritten", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    const result = await handler.transact(async (unit) => {
      await unit.decide(quota, "a", { type: "SetQuota", quota: 1 });
      await unit.decide(quota, "b", { type: "IssueClaim", holder: "m" });
      return "never";
    }, { context: testContext(), meta });
    expect(Result.isFailure(result) && result.failure.message).toBe("Fully claimed");
    expect(await store.readAll()).toEqual([]);
  });

  it("folds a stream used twice in one unit through its own staged events", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    const result = await handler.transact(async (unit) => {
      await unit.decide(quota, "v", { type: "SetQuota", quota: 1 });
      const issued = await unit.decide(quota, "v", { type: "IssueClaim", holder: "m" });
      await unit.decide(quota, "other", { type: "SetQuota", quota: 3 });
      return issued.version;
    }, { context: testContext(), meta });
    expect(Result.isSuccess(result) && result.success.value).toBe(2);
    expect((await handler.load(quota, "v")).state).toEqual({ quota: 1, issued: 1 });
    expect((await store.readAll()).map((e) => e.streamId)).toEqual(["v", "v", "other"]);
  });

  it("answers 20 concurrent units with one key identically, with one effect", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    // A create: refused once the first one exists, as 'Restaurant already exists' is.
    const create = () =>
      handler.transact(async (unit) => {
        const { state } = await unit.load(quota, "r");
        if (state.quota > 0) throw new DomainError("Already exists", 409);
        await unit.decide(quota, "r", { type: "SetQuota", quota: 5 });
        await unit.decide(quota, "r-claim", { type: "SetQuota", quota: 1 });
        return { id: "r" };
      }, { context: testContext(), meta, idempotencyKey: "owner-1:create:k", fingerprint: "body-1" });
    const results = await Promise.all(Array.from({ length: 20 }, create));
    expect(results.map((r) => Result.isSuccess(r) && r.success.value)).toEqual(Array(20).fill({ id: "r" }));
    expect(await store.readAll()).toHaveLength(2);
  });

  it("refuses the same key with a different request and changes nothing", async () => {
    const store = await open();
    const handler = commandHandler(store, registry);
    const set = (q: number, fingerprint: string) =>
      handler.handle(quota, "v", { type: "SetQuota", quota: q }, { context: testContext(), meta, idempotencyKey: "k", fingerprint });
    expect(Result.isSuccess(await set(1, "one"))).toBe(true);
    const reused = await set(2, "two");
    expect(Result.isFailure(reused) && [reused.failure.status, reused.failure.message]).toEqual([422, IDEMPOTENCY_KEY_REUSED]);
    expect((await handler.load(quota, "v")).state.quota).toBe(1);
  });
});
