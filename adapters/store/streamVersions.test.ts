import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openSqlClient, prepareStore } from "./openStore";
import type { SqlClient } from "./sqlClient";
import { streamVersions } from "./streamVersions";

describe("streamVersions", () => {
  it("knows the highest version a stream moved to and never takes it back", () => {
    const versions = streamVersions(true);
    expect(versions.current("s")).toBeUndefined();
    versions.moved("s", 3);
    versions.moved("s", 2);
    expect(versions.current("s")).toBe(3);
    versions.clear();
    expect(versions.current("s")).toBeUndefined();
  });

  it("forgets the least recently moved stream beyond what it keeps", () => {
    const versions = streamVersions(true, 2);
    versions.moved("a", 1);
    versions.moved("b", 1);
    versions.moved("a", 2);
    versions.moved("c", 1);
    expect([versions.current("a"), versions.current("b"), versions.current("c")]).toEqual([2, undefined, 1]);
  });

  it("forgets a stream that moved past what it knows (a race lost to another process)", () => {
    const versions = streamVersions(true);
    versions.moved("s", 3);
    versions.moved("t", 1);
    versions.forget("s");
    expect([versions.current("s"), versions.current("t")]).toEqual([undefined, 1]);
  });

  it("knows nothing for a store other processes write without telling it", () => {
    const versions = streamVersions(false);
    versions.moved("s", 1);
    expect(versions.current("s")).toBeUndefined();
  });
});

describe("a sole-writer SQL store", () => {
  let dispose: () => Promise<void> = async () => undefined;
  afterEach(() => dispose());

  const counted = async (soleWriter: boolean) => {
    const dataDir = await freshDataDir();
    const { client } = await openSqlClient({ dataDir });
    dispose = async () => {
      await client.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    const seen: string[] = [];
    const spy: SqlClient = { ...client, query: (sql, params) => (seen.push(sql), client.query(sql, params)) };
    const store = await prepareStore(spy, { soleWriter });
    await store.append({ streamId: "s-1", expectedVersion: 0, events: [{ type: "Counted", v: 1, data: {} }], meta: { actor: "a", correlationId: "c" }, occurredAt: "2026-11-27T10:00:00Z" });
    seen.length = 0;
    return { store, seen };
  };

  it("answers a load already at the stream's version without a query, and reads the rest", async () => {
    const { store, seen } = await counted(true);
    expect(await store.readStream("s-1", 1)).toEqual({ version: 1, events: [] });
    expect(seen).toEqual([]);
    const all = await store.readStream("s-1", 0);
    expect(all.events.map((e) => e.version)).toEqual([1]);
    expect(seen).toHaveLength(1);
  });

  it("reads the table every time when other processes may write", async () => {
    const { store, seen } = await counted(false);
    await store.readStream("s-1", 1);
    expect(seen).toHaveLength(1);
  });
});
