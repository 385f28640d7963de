// The embedded store's memory of hot read tables: answers come from memory until a committed
// append writes the table, other tables always read through, and a failed read is not kept.
import { rm } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import type { Projection, ReadModels, Row } from "../../domain/engine/projection";
import { readTable, textColumn } from "../../domain/engine/readTable";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openStore } from "./openStore";
import { readCache } from "./readCache";

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
