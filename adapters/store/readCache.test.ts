// The embedded store's memory of hot read tables: answers come from memory until a committed
// append writes the table, other tables always read through, and a failed read is not kept.
import { rm } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import type { Projection, ReadModels, Row } from "../../domain/engine/projection";
import { readTable, textColumn } from "../../domain/engine/readTable";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openStore } from "./openStore";
import { CACHED_PAGE_ROWS, LIST_ANSWERS, readCache } from "./readCache";
import type { SearchIndex } from "./searchIndex";

const innerOver = (rows: Map<string, Row>) => {
  const get = vi.fn<ReadModels["get"]>(async (_table, key) => rows.get(key));
  const list = vi.fn<ReadModels["list"]>(async () => ({ rows: [...rows.values()], total: rows.size }));
  return { readModels: { get, list, dump: async () => [] } satisfies ReadModels, get, list };
};

describe("the read cache", () => {
  it("answers a hot table from memory until that table is written", async () => {
    const rows = new Map<string, Row>([["u1", { name: "Aisyah" }]]);
    const inner = innerOver(rows);
    const cache = readCache(inner.readModels, new Set(["users"]));
    expect(await cache.readModels.get("users", "u1")).toEqual({ name: "Aisyah" });
    rows.set("u1", { name: "Aisyah binti Ali" });
    expect(await cache.readModels.get("users", "u1")).toEqual({ name: "Aisyah" });
    expect(inner.get).toHaveBeenCalledTimes(1);
    cache.written(["members"]);
    expect(await cache.readModels.get("users", "u1")).toEqual({ name: "Aisyah" });
    cache.written(["users"]);
    expect(await cache.readModels.get("users", "u1")).toEqual({ name: "Aisyah binti Ali" });
    expect(await cache.readModels.list("users", { where: { name: "x" } })).toMatchObject({ total: 1 });
    expect(await cache.readModels.list("users", { where: { name: "x" } })).toMatchObject({ total: 1 });
    expect(inner.list).toHaveBeenCalledTimes(1);
  });

  it("always reads other tables, and does not keep a failed read", async () => {
    const inner = innerOver(new Map([["m1", { name: "Bala" }]]));
    const cache = readCache(inner.readModels, new Set(["users"]));
    await cache.readModels.get("members", "m1");
    await cache.readModels.get("members", "m1");
    expect(inner.get).toHaveBeenCalledTimes(2);
    inner.get.mockRejectedValueOnce(new Error("lost connection"));
    await expect(cache.readModels.get("users", "m1")).rejects.toThrow("lost connection");
    expect(await cache.readModels.get("users", "m1")).toEqual({ name: "Bala" });
  });

  it("keeps the latest unsearched pages of a table read often, not its rows nor (without a search index) its searches, until the table is written", async () => {
    const rows = new Map<string, Row>([["m1", { name: "Chong" }]]);
    const inner = innerOver(rows);
    const cache = readCache(inner.readModels, new Set(), new Set(["members"]));
    const page = (offset: number) => cache.readModels.list("members", { where: { businessId: "b1" }, limit: 20, offset });
    expect((await page(0)).rows).toEqual([{ name: "Chong" }]);
    rows.set("m1", { name: "Chong Wei" });
    expect((await page(0)).rows).toEqual([{ name: "Chong" }]);
    expect(inner.list).toHaveBeenCalledTimes(1);
    await cache.readModels.list("members", { search: "cho" });
    await cache.readModels.list("members", { search: "cho" });
    await cache.readModels.get("members", "m1");
    await cache.readModels.get("members", "m1");
    expect(inner.list).toHaveBeenCalledTimes(3);
    expect(inner.get).toHaveBeenCalledTimes(2);
    cache.written(["members"]);
    expect((await page(0)).rows).toEqual([{ name: "Chong Wei" }]);
    expect(inner.list).toHaveBeenCalledTimes(4);
  });

  it("answers the searches of a table searched often from its index, keeps the latest answers and passes each commit's rows on", async () => {
    const inner = innerOver(new Map([["m1", { name: "Chong" }]]));
    const written: Array<ReadonlyArray<readonly [string, Row | null]>> = [];
    const list = vi.fn<SearchIndex["list"]>(async () => ({ rows: [{ name: "Chong" }], total: 1 }));
    const warm = vi.fn();
    const index: SearchIndex = { warm, list, written: (changes) => void written.push([...changes]), clear: () => undefined };
    const cache = readCache(inner.readModels, new Set(), new Set(["members"]), new Map([["members", index]]));
    const search = (text: string, limit = 20) => cache.readModels.list("members", { search: text, limit });
    await search("cho");
    await search("cho");
    await search("cho", CACHED_PAGE_ROWS + 1);
    await search("cho", CACHED_PAGE_ROWS + 1);
    expect(list).toHaveBeenCalledTimes(3);
    expect(inner.list).not.toHaveBeenCalled();
    cache.written(["members", "users"], [["members", "m1", { name: "Chong Wei" }], ["users", "u1", null], ["members", "m2", null]]);
    expect(written).toEqual([[["m1", { name: "Chong Wei" }], ["m2", null]]]);
    await search("cho");
    expect(list).toHaveBeenCalledTimes(4);
    // Opening a screen of the list starts loading the index; a walk over the table does not.
    await cache.readModels.list("members", { limit: CACHED_PAGE_ROWS + 1 });
    expect(warm).not.toHaveBeenCalled();
    await cache.readModels.list("members", { limit: 20 });
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it("never keeps a page larger than a screen's, so a walk over the whole table keeps nothing alive", async () => {
    const inner = innerOver(new Map([["m1", { name: "Elan" }]]));
    const cache = readCache(inner.readModels, new Set(), new Set(["members"]));
    const walk = () => cache.readModels.list("members", { limit: CACHED_PAGE_ROWS + 1, offset: 0 });
    await walk();
    await walk();
    await cache.readModels.list("members", { offset: 0 });
    await cache.readModels.list("members", { offset: 0 });
    expect(inner.list).toHaveBeenCalledTimes(4);
    await cache.readModels.list("members", { limit: CACHED_PAGE_ROWS, offset: 0 });
    await cache.readModels.list("members", { limit: CACHED_PAGE_ROWS, offset: 0 });
    expect(inner.list).toHaveBeenCalledTimes(5);
  });

  it("forgets the least recently read page first when it holds as many as it may", async () => {
    const inner = innerOver(new Map([["m1", { name: "Devi" }]]));
    const cache = readCache(inner.readModels, new Set(), new Set(["members"]));
    const page = (offset: number) => cache.readModels.list("members", { limit: 20, offset });
    for (let k = 0; k < LIST_ANSWERS; k += 1) await page(k * 20);
    await page(0); // now the most recent
    await page(LIST_ANSWERS * 20); // one more: the page at offset 20 goes
    expect(inner.list).toHaveBeenCalledTimes(LIST_ANSWERS + 1);
    await page(0);
    expect(inner.list).toHaveBeenCalledTimes(LIST_ANSWERS + 1);
    await page(20);
    expect(inner.list).toHaveBeenCalledTimes(LIST_ANSWERS + 2);
  });

  it("on the embedded store, reads back every committed change of a hot table", async () => {
    const names: Projection = {
      name: "names",
      tables: [readTable({ name: "names", hot: true, columns: { name: textColumn("name") } })],
      apply: async (event, tx) => tx.put("names", event.streamId, event.data as Row),
    };
    const dataDir = await freshDataDir();
    const opened = await openStore({ dataDir, durable: false, projections: [names] });
    try {
      const rename = (name: string, expectedVersion: number) =>
        opened.store.append({ streamId: "n-1", expectedVersion, events: [{ type: "Named", v: 1, data: { name } }], meta: { actor: "a", correlationId: "c" }, occurredAt: "2026-11-26T10:00:00.000Z" });
      await rename("Kopi", 0);
      expect(await opened.store.readModels.get("names", "n-1")).toEqual({ name: "Kopi" });
      await rename("Kopi Kita", 1);
      expect(await opened.store.readModels.get("names", "n-1")).toEqual({ name: "Kopi Kita" });
      expect((await opened.store.readModels.list("names", { where: { name: "Kopi Kita" } })).total).toBe(1);
    } finally {
      await opened.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
