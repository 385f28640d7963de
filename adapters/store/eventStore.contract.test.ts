// One contract for every EventStore: memory, PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterEach, describe, expect, it } from "vitest";
import type { AppendRequest, EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import { digitsColumn, digitsTerm, integerColumn, lowerTerm, lowerTextColumn, queryRows, readTable, textColumn } from "../../domain/engine/readTable";
import type { ListQuery, Projection, Row } from "../../domain/engine/projection";
import { storeFactories } from "../../tests/support/storeFactories";

const request = (streamId: string, expectedVersion: number, count = 1, extra: Partial<AppendRequest> = {}): AppendRequest => ({
  streamId,
  expectedVersion,
  events: Array.from({ length: count }, (_, i) => ({ type: "Counted", v: 1, data: { n: expectedVersion + i + 1 } })),
  meta: { actor: "user-1", correlationId: "corr-1" },
  occurredAt: "2026-11-25T10:00:00Z",
  ...extra,
});

/** Keeps one row per stream with its event count; throws on a `Poison` event. */
const counterProjection: Projection = {
  name: "counter",
  tables: [readTable({ name: "counters", columns: {} })],
  apply: async (event, tx) => {
    const row = await tx.get("counters", event.streamId);
    await tx.put("counters", event.streamId, { stream: event.streamId, count: Number(row?.count ?? 0) + 1 });
    if (event.type === "Poison") throw new Error("projection failed");
  },
};

/** One row every event changes (a business's member counts, a restaurant's report hour). */
const totalProjection: Projection = {
  name: "total",
  tables: [readTable({ name: "totals", columns: {} })],
  apply: async (_event, tx) => {
    const row = await tx.getForUpdate("totals", "all");
    await tx.put("totals", "all", { count: Number(row?.count ?? 0) + 1 });
  },
};

describe.each(storeFactories())("EventStore contract: $name", (factory) => {
  let dispose: (() => Promise<void>) | undefined;
  const open = async (options: EventStoreOptions = { projections: [counterProjection] }): Promise<EventStore> => {
    const opened = await factory.open(options);
    dispose = opened.dispose;
    return opened.store;
  };
  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  it("appends and reads a stream back in version order, with metadata", async () => {
    const store = await open();
    const first = await store.append(request("s-1", 0, 3));
    expect(first.kind).toBe("appended");
    await store.append(request("s-2", 0, 1));
    await store.append(request("s-1", 3, 2));
    const { version, events } = await store.readStream("s-1");
    expect(version).toBe(5);
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
    expect(events[0]?.meta).toMatchObject({ actor: "user-1", correlationId: "corr-1" });
    const all = await store.readAll();
    expect(all.map((e) => `${e.streamId}@${e.version}`)).toEqual(["s-1@1", "s-1@2", "s-1@3", "s-2@1", "s-1@4", "s-1@5"]);
    expect([...all.map((e) => e.position)].sort((a, b) => a - b)).toEqual(all.map((e) => e.position));
    expect(await store.readModels.get("counters", "s-1")).toEqual({ stream: "s-1", count: 5 });
  });

  it("refuses a stale expected version and writes nothing", async () => {
    const store = await open();
    await store.append(request("s-1", 0, 2));
    const stale = await store.append(request("s-1", 1, 1, { idempotency: { key: "k-stale", result: { ok: 1 } } }));
    expect(stale).toEqual({ kind: "conflict", actualVersion: 2 });
    const ahead = await store.append(request("s-1", 5, 1));
    expect(ahead).toEqual({ kind: "conflict", actualVersion: 2 });
    expect((await store.readStream("s-1")).version).toBe(2);
    expect(await store.readAll()).toHaveLength(2);
    expect(await store.findIdempotencyResult("k-stale")).toBeUndefined();
    expect(await store.readModels.get("counters", "s-1")).toEqual({ stream: "s-1", count: 2 });
  });

  it("lets exactly one of 50 concurrent appenders win a version", async () => {
    const store = await open();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => store.append(request("race", 0))));
    expect(outcomes.filter((o) => o.kind === "appended")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "conflict")).toHaveLength(49);
    expect((await store.readStream("race")).events).toHaveLength(1);
  });

  it("gives 50 retrying appenders one version each, with no gap", async () => {
    const store = await open();
    const appendUntilWon = async (writer: number): Promise<number> => {
      for (;;) {
        const { version } = await store.readStream("race");
        const outcome = await store.append({ ...request("race", version), events: [{ type: "Counted", v: 1, data: { writer } }] });
        if (outcome.kind === "appended") return outcome.nextVersion;
      }
    };
    const won = await Promise.all(Array.from({ length: 50 }, (_, writer) => appendUntilWon(writer)));
    expect([...won].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const { events } = await store.readStream("race");
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => (e.data as { writer: number }).writer)).size).toBe(50);
    expect(await store.readModels.get("counters", "race")).toEqual({ stream: "race", count: 50 });
  });

  it("replays an idempotency key instead of appending twice, even when the repeats race", async () => {
    const store = await open();
    const keyed = (version: number) => request("s-1", version, 1, { idempotency: { key: "pay-1", result: { first: true } } });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => keyed(0)).map((r) => store.append(r)));
    expect(outcomes.filter((o) => o.kind === "appended")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "duplicate")).toEqual(Array(9).fill({ kind: "duplicate", result: { first: true } }));
    expect(await store.append(keyed(1))).toEqual({ kind: "duplicate", result: { first: true } });
    expect((await store.readStream("s-1")).version).toBe(1);
  });

  it("rolls back the events and every projection row when a projection throws", async () => {
    const store = await open();
    await store.append(request("s-1", 0, 1));
    const poisoned = { ...request("s-1", 1, 1), events: [{ type: "Counted", v: 1, data: {} }, { type: "Poison", v: 1, data: {} }] };
    await expect(store.append({ ...poisoned, idempotency: { key: "k-poison", result: {} } })).rejects.toThrow("projection failed");
    await expect(store.append({ ...request("s-new", 0), events: [{ type: "Poison", v: 1, data: {} }] })).rejects.toThrow();
    expect((await store.readStream("s-1")).version).toBe(1);
    expect((await store.readStream("s-new")).version).toBe(0);
    expect(await store.readAll()).toHaveLength(1);
    expect(await store.findIdempotencyResult("k-poison")).toBeUndefined();
    expect(await store.readModels.dump()).toEqual([{ table: "counters", key: "s-1", row: { stream: "s-1", count: 1 } }]);
    expect((await store.append(request("s-new", 0))).kind).toBe("appended");
  });

  it("adds up a row every unit changes, without losing one, and keeps nothing a unit that failed at its commit wrote", async () => {
    let failNext = false;
    const store = await open({
      projections: [totalProjection],
      beforeCommit: async () => {
        if (!failNext) return;
        failNext = false;
        throw new Error("commit refused");
      },
    });
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.append(request(`t-${i}`, 0))));
    expect(await store.readModels.get("totals", "all")).toEqual({ count: 30 });
    failNext = true;
    await expect(store.append(request("t-failed", 0))).rejects.toThrow("commit refused");
    expect(await store.readModels.get("totals", "all")).toEqual({ count: 30 });
    await store.append(request("t-after", 0));
    expect(await store.readModels.get("totals", "all")).toEqual({ count: 31 });
  });

  it("appends a unit of several streams together, in order, with one key", async () => {
    const store = await open();
    const { meta, occurredAt } = request("x", 0);
    const outcome = await store.appendUnit({
      streams: [request("phone-1", 0, 1), request("user-1", 0, 2)],
      meta,
      occurredAt,
      idempotency: { key: "unit-1", result: { userId: "user-1" }, fingerprint: "f-1" },
    });
    expect(outcome.kind === "appended" && outcome.events.map((e) => `${e.streamId}@${e.version}`)).toEqual(["phone-1@1", "user-1@1", "user-1@2"]);
    expect(await store.findIdempotencyResult("unit-1")).toEqual({ result: { userId: "user-1" }, fingerprint: "f-1" });
    expect(await store.readModels.get("counters", "user-1")).toEqual({ stream: "user-1", count: 2 });
  });

  it("writes no stream of a unit when one of its streams moved, nor its key", async () => {
    const store = await open();
    await store.append(request("user-1", 0, 1));
    const { meta, occurredAt } = request("x", 0);
    const outcome = await store.appendUnit({
      streams: [request("phone-1", 0, 1), request("user-1", 0, 1)],
      meta,
      occurredAt,
      idempotency: { key: "unit-2", result: {} },
    });
    expect(outcome).toEqual({ kind: "conflict", streamId: expect.any(String) });
    expect((await store.readStream("phone-1")).version).toBe(0);
    expect(await store.readAll()).toHaveLength(1);
    expect(await store.findIdempotencyResult("unit-2")).toBeUndefined();
    expect(await store.readModels.get("counters", "phone-1")).toBeUndefined();
  });

  it("writes no stream of a unit when a projection of any of them throws", async () => {
    const store = await open();
    const { meta, occurredAt } = request("x", 0);
    const poisoned = { ...request("user-1", 0), events: [{ type: "Poison", v: 1, data: {} }] };
    await expect(store.appendUnit({ streams: [request("phone-1", 0, 1), poisoned], meta, occurredAt })).rejects.toThrow();
    expect(await store.readAll()).toEqual([]);
    expect(await store.readModels.dump()).toEqual([]);
  });

  it("lets one of 20 racing units with one key win, the others answering its result", async () => {
    const store = await open();
    const { meta, occurredAt } = request("x", 0);
    const unit = (n: number) =>
      store.appendUnit({ streams: [request("a", 0, 1), request("b", 0, 1)], meta, occurredAt, idempotency: { key: "k-race", result: { n } } });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => unit(n)));
    const won = outcomes.filter((o) => o.kind === "appended");
    expect(won).toHaveLength(1);
    const first = await store.findIdempotencyResult("k-race");
    for (const o of outcomes) if (o.kind !== "appended") expect(o).toMatchObject({ kind: "duplicate", result: first?.result });
    expect(await store.readAll()).toHaveLength(2);
  });

  it("pages, filters, searches and orders read models", async () => {
    const people: Projection = {
      name: "people",
      tables: [
        readTable({
          name: "people",
          columns: { business: textColumn("business"), spent: integerColumn("spent"), nameSearch: lowerTextColumn("name") },
          indexes: [["business", "spent"]],
          search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
        }),
      ],
      apply: async (event, tx) => tx.put("people", event.streamId, event.data as Record<string, unknown>),
    };
    const store = await open({ projections: [people] });
    const names = ["Alice Tan", "Bob Lim", "Carol Tan", "Dan Ong", "Eve Tan"];
    for (const [i, name] of names.entries()) {
      await store.append({ ...request(`p-${i}`, 0), events: [{ type: "Joined", v: 1, data: { name, business: i % 2 === 0 ? "A" : "B", spent: i * 10 } }] });
    }
    const page = await store.readModels.list("people", { where: { business: "A" }, orderBy: { field: "spent", direction: "desc" }, limit: 2 });
    expect(page).toEqual({ total: 3, rows: [expect.objectContaining({ name: "Eve Tan" }), expect.objectContaining({ name: "Carol Tan" })] });
    const found = await store.readModels.list("people", { search: "tan", offset: 1, limit: 5 });
    expect(found.total).toBe(3);
    expect(found.rows.map((r) => r.name)).toEqual(["Carol Tan", "Eve Tan"]);
    // A word prefix, not any substring: "an" starts no word of "Alice Tan" or "Dan Ong".
    expect((await store.readModels.list("people", { search: "an" })).rows).toEqual([]);
    expect((await store.readModels.list("people", { search: "ali" })).rows.map((r) => r.name)).toEqual(["Alice Tan"]);
    expect(await store.readModels.list("people", { search: "%" })).toEqual({ rows: [], total: 0 });
    expect((await store.readModels.list("people", { offset: 10 })).total).toBe(5);
    // A capped total stops counting, but never reads less than the rows a page has passed.
    expect((await store.readModels.list("people", { limit: 1, totalCap: 2 })).total).toBe(2);
    expect((await store.readModels.list("people", { limit: 1, offset: 3, totalCap: 2 })).total).toBe(4);
    await expect(store.readModels.list("people", { where: { name: "Bob Lim" } })).rejects.toThrow("Unknown column people.name");
    const between = await store.readModels.list("people", { range: { field: "spent", from: 10, to: 40 }, orderBy: { field: "spent", direction: "asc" } });
    expect(between.rows.map((r) => r.name)).toEqual(["Bob Lim", "Carol Tan", "Dan Ong"]);
  });

  it("searches a table searched often by word, digits and prefix, in order, as writes change it", async () => {
    // The embedded store answers these from its in-memory index (searchIndex.ts), the others in SQL.
    const members = readTable({
      name: "members_searched",
      searchedOften: true,
      pagesReadOften: true,
      columns: {
        business: textColumn("business"),
        name: lowerTextColumn("name"),
        joinedAt: textColumn("joinedAt"),
        nameSearch: lowerTextColumn("name"),
        phoneDigits: digitsColumn("phone"),
        cardSearch: lowerTextColumn("card"),
      },
      indexes: [["business", "name"], ["business", "joinedAt"], ["cardSearch"]],
      search: [
        { column: "nameSearch", match: "wordPrefix", term: lowerTerm },
        { column: "phoneDigits", match: "contains", term: digitsTerm },
        { column: "cardSearch", match: "prefix", term: lowerTerm },
      ],
    });
    const projection: Projection = {
      name: "members_searched",
      tables: [members],
      apply: async (event, tx) =>
        event.type === "Left" ? tx.remove("members_searched", event.streamId) : tx.put("members_searched", event.streamId, event.data as Row),
    };
    const store = await open({ projections: [projection] });
    const expected = new Map<string, Row>();
    const versions = new Map<string, number>();
    const write = async (id: string, type: "Joined" | "Left", data: Row = {}) => {
      const version = versions.get(id) ?? 0;
      await store.append({ ...request(id, version), events: [{ type, v: 1, data }] });
      versions.set(id, version + 1);
      if (type === "Left") expected.delete(id);
      else expected.set(id, data);
    };
    const people: Array<[string, string, string]> = [
      ["Nur Alia", "+60 12-345 6789", "SB-000001"], ["Alif Tan", "+60 11-2345 0001", "SB-000002"], ["Tan Ah Kow", "+60 19-888 1234", "SB-000012"],
      ["Siti Aliyah", "+60 17-555 0123", "SB-000120"], ["Ali", "+60 12-000 0456", "SB-001200"], ["Ng Mei Ling", "+60 13-456 7890", "SB-012000"],
    ];
    for (const [i, [name, phone, card]] of people.entries()) {
      await write(`m-${i}`, "Joined", { name, phone, card, business: i === 5 ? "B" : "A", joinedAt: `2026-11-0${i + 1}` });
    }
    const queries: ListQuery[] = [
      { where: { business: "A" }, search: "ali", orderBy: { field: "joinedAt", direction: "desc" }, limit: 2, totalCap: 1000 },
      { where: { business: "A" }, search: "ali", orderBy: { field: "name", direction: "asc" }, limit: 20, offset: 1, totalCap: 2 },
      { where: { business: "A" }, search: "345", orderBy: { field: "name", direction: "asc" }, limit: 20, totalCap: 1000 },
      { where: { business: "A" }, search: "sb-0001", orderBy: { field: "joinedAt", direction: "asc" }, limit: 20, totalCap: 1000 },
      { where: { business: "A" }, search: "tan a", orderBy: { field: "name", direction: "asc" }, limit: 20, totalCap: 1000 },
      { where: { business: "A" }, search: "li", orderBy: { field: "name", direction: "desc" }, limit: 20, totalCap: 1000 },
      { where: { business: "A" }, search: "12", orderBy: { field: "name", direction: "asc" }, limit: 20, totalCap: 1000 },
      { search: "456", orderBy: { field: "name", direction: "asc" }, limit: 20, totalCap: 1000 },
      { where: { business: "A" }, search: "liyah%", limit: 20, totalCap: 1000 },
    ];
    const answers = async () => Promise.all(queries.map((q) => store.readModels.list("members_searched", q)));
    const first = await answers();
    expect(first.map((a) => a.rows.map((r) => r.name))).toEqual([
      ["Ali", "Siti Aliyah"], ["Alif Tan", "Nur Alia", "Siti Aliyah"], ["Alif Tan", "Nur Alia"], ["Siti Aliyah"],
      ["Tan Ah Kow"], [], [], ["Ali", "Ng Mei Ling", "Nur Alia"], [],
    ]);
    expect(first.map((a) => a.total)).toEqual([4, 4, 2, 1, 1, 0, 0, 3, 0]);
    // Renamed, a new phone, gone and new: the same searches follow.
    await write("m-0", "Joined", { ...expected.get("m-0"), name: "Nur Hidayah", phone: "+60 12-999 0000" });
    await write("m-3", "Left");
    await write("m-6", "Joined", { name: "Aliff Ng", phone: "+60 12-345 1111", card: "SB-000100", business: "A", joinedAt: "2026-11-09" });
    expect(await answers()).toEqual(queries.map((q) => queryRows(members, expected, q)));
    expect((await answers())[0]!.rows.map((r) => r.name)).toEqual(["Aliff Ng", "Ali"]);
  });

  it("rebuilds every read model from the log into identical tables", async () => {
    const store = await open();
    for (let i = 0; i < 30; i++) await store.append(request(`s-${i % 7}`, Math.floor(i / 7)));
    const before = await store.readModels.dump();
    expect(before).toHaveLength(7);
    expect(await store.rebuildProjections()).toEqual({ events: 30 });
    expect(await store.readModels.dump()).toEqual(before);
  });
});
