// The write buffer and the bulk import (the seed's write path): appends decided against the
// buffer land as the same log and the same read models as appends one at a time, and an import
// whose streams moved meanwhile writes nothing.
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import type { AppendRequest, EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import type { Projection } from "../../domain/engine/projection";
import { integerColumn, readTable } from "../../domain/engine/readTable";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openSqlClient, prepareStore } from "./openStore";
import { sqlBulkImport } from "./sqlBulkImport";
import type { SqlClient } from "./sqlClient";
import { writeBuffer } from "./writeBuffer";

const tally: Projection = {
  name: "tally",
  tables: [readTable({ name: "tallies", columns: { count: integerColumn("count") }, indexes: [["count"]] })],
  apply: async (event, tx) => {
    const row = await tx.get("tallies", event.streamId);
    await tx.put("tallies", event.streamId, { stream: event.streamId, count: Number(row?.count ?? 0) + 1, last: event.data });
    const total = await tx.getForUpdate("tallies", "all");
    await tx.put("tallies", "all", { stream: "all", count: Number(total?.count ?? 0) + 1, last: null });
  },
};
const OPTIONS: EventStoreOptions = { projections: [tally] };

const appendOf = (streamId: string, expectedVersion: number, n: number): AppendRequest => ({
  streamId, expectedVersion, events: [{ type: "Counted", v: 1, data: { n } }], meta: { actor: "seed", correlationId: "c" }, occurredAt: "2026-11-26T10:00:00.000Z",
});

/** Streams a and b get 3 events each, c one, interleaved as a batch of commands would. */
const writeAll = async (store: EventStore) => {
  const steps: Array<[string, number]> = [["a", 0], ["b", 0], ["a", 1], ["c", 0], ["b", 1], ["a", 2], ["b", 2]];
  for (const [i, [stream, version]] of steps.entries()) expect((await store.append(appendOf(stream, version, i))).kind).toBe("appended");
};

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
});

const openPglite = async (): Promise<{ client: SqlClient; store: EventStore }> => {
  const dataDir = await freshDataDir();
  const { client } = await openSqlClient({ dataDir, durable: false });
  closers.push(async () => {
    await client.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { client, store: await prepareStore(client, OPTIONS) };
};

const logOf = async (store: EventStore) => (await store.readAll()).map(({ position: _, ...event }) => event);

describe("write buffer and bulk import", () => {
  it("writes the same log and read models as appending one command at a time", async () => {
    const oneByOne = await openPglite();
    await writeAll(oneByOne.store);
    const bulk = await openPglite();
    const buffer = writeBuffer(bulk.store);
    await writeAll(buffer.store);
    expect(await bulk.store.readAll()).toEqual([]);
    await buffer.flush(async (writes) => void (await sqlBulkImport(bulk.client, OPTIONS)(writes)));
    expect(await logOf(bulk.store)).toEqual(await logOf(oneByOne.store));
    expect(await bulk.store.readModels.dump()).toEqual(await oneByOne.store.readModels.dump());
    expect((await bulk.store.readModels.get("tallies", "all"))?.count).toBe(7);
  });

  it("refuses a stale version inside the buffer, as the store would", async () => {
    const { store } = await openPglite();
    const buffer = writeBuffer(store);
    await buffer.store.append(appendOf("a", 0, 1));
    expect(await buffer.store.append(appendOf("a", 0, 2))).toEqual({ kind: "conflict", actualVersion: 1 });
  });

  it("writes nothing when a stream moved after the buffer read it", async () => {
    const { client, store } = await openPglite();
    await store.append(appendOf("a", 0, 1));
    const buffer = writeBuffer(store);
    await buffer.store.append(appendOf("a", 1, 2));
    await buffer.store.append(appendOf("b", 0, 3));
    await store.append(appendOf("a", 1, 4));
    await expect(buffer.flush((writes) => sqlBulkImport(client, OPTIONS)(writes).then(() => undefined))).rejects.toThrow("a stream moved meanwhile");
    expect((await store.readAll()).map((e) => e.data)).toEqual([{ n: 1 }, { n: 4 }]);
    expect(await store.readModels.get("tallies", "b")).toBeUndefined();
  });

  it("writes nothing when a stream guessed new already exists", async () => {
    const { client, store } = await openPglite();
    await store.append(appendOf("member-1", 0, 1));
    const buffer = writeBuffer(store, (streamId) => streamId.startsWith("member-"));
    await buffer.store.append(appendOf("member-1", 0, 2));
    await expect(buffer.flush((writes) => sqlBulkImport(client, OPTIONS)(writes).then(() => undefined))).rejects.toThrow("written by someone else");
    expect((await store.readStream("member-1")).events.map((e) => e.data)).toEqual([{ n: 1 }]);
  });
});
