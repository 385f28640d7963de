import { describe, expect, it } from "vitest";
import { readTable, textColumn } from "../../domain/engine/readTable";
import type { SqlExecutor } from "./sqlClient";
import { batchedProjectionTx, readTablesOf, sqlProjectionTx } from "./sqlReadModels";

const members = readTable({ name: "members", columns: { name: textColumn("name") } });
const counts = readTable({ name: "member_counts", columns: {} });

/** A transaction that holds one stored row and records every statement it is sent. */
const recording = (options?: { readonly locks: boolean }) => {
  const statements: string[] = [];
  const sent: Array<{ sql: string; params: ReadonlyArray<unknown> }> = [];
  const tx: SqlExecutor = {
    query: async <R>(sql: string, params: ReadonlyArray<unknown> = []) => {
      statements.push(sql.trim().split(/\s+/).slice(0, 2).join(" "));
      sent.push({ sql, params });
      const rows = sql.startsWith("SELECT doc") && params[0] === "m-1" ? [{ doc: { name: "Aisyah" } }] : [];
      return { rows: rows as R[], affectedRows: 1 };
    },
  };
  const { tx: projectionTx, flush } = sqlProjectionTx(tx, readTablesOf([members, counts]), options);
  return { statements, sent, projectionTx, flush };
};

describe("the projection transaction of an append", () => {
  it("reads a row once however many projections ask for it", async () => {
    const { statements, projectionTx } = recording();
    expect(await projectionTx.get("members", "m-1")).toEqual({ name: "Aisyah" });
    expect(await projectionTx.get("members", "m-1")).toEqual({ name: "Aisyah" });
    expect(await projectionTx.get("members", "m-2")).toBeUndefined();
    expect(await projectionTx.get("members", "m-2")).toBeUndefined();
    expect(statements).toEqual(["SELECT doc", "SELECT doc"]);
  });

  it("answers what it wrote or removed without reading it back, and writes nothing before the flush", async () => {
    const { statements, projectionTx } = recording();
    await projectionTx.put("members", "m-1", { name: "Aisyah Rahman" });
    await projectionTx.remove("members", "m-2");
    expect(await projectionTx.get("members", "m-1")).toEqual({ name: "Aisyah Rahman" });
    expect(await projectionTx.get("members", "m-2")).toBeUndefined();
    expect(statements).toEqual([]);
  });

  it("flushes each row's last state, every table in one statement", async () => {
    const { sent, projectionTx, flush } = recording();
    await projectionTx.put("members", "m-1", { name: "Aisyah" });
    await projectionTx.put("members", "m-1", { name: "Aisyah Rahman" });
    await projectionTx.put("members", "m-3", { name: "Ben" });
    await projectionTx.remove("members", "m-3");
    await projectionTx.put("member_counts", "b-1", { total: 2 });
    const changed = await flush();
    expect(changed).toEqual([
      ["members", "m-1", { name: "Aisyah Rahman" }],
      ["members", "m-3", null],
      ["member_counts", "b-1", { total: 2 }],
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sql).toMatch(/^WITH w0 AS \(INSERT INTO rm_members .*w1 AS \(DELETE FROM rm_members .*w2 AS \(INSERT INTO rm_member_counts /s);
    expect(sent[0]!.params.map((p) => JSON.parse(String(p)))).toEqual([
      [["m-1", { name: "Aisyah Rahman" }, "Aisyah Rahman"]],
      ["m-3"],
      [["b-1", { total: 2 }]],
    ]);
    expect(await flush()).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("refuses a write to a table it does not know", async () => {
    const { projectionTx } = recording();
    await expect(projectionTx.put("vouchers", "v-1", {})).rejects.toThrow("Unknown read table vouchers");
  });

  it("reads a row again under its lock, once", async () => {
    const { statements, projectionTx } = recording();
    await projectionTx.get("members", "m-1");
    await projectionTx.getForUpdate("members", "m-1");
    await projectionTx.getForUpdate("members", "m-1");
    expect(statements).toEqual(["SELECT doc", "SELECT pg_advisory_xact_lock(hashtext($1),", "SELECT doc"]);
  });

  it("keeps its own write of a row it then locks", async () => {
    const { projectionTx } = recording();
    await projectionTx.put("members", "m-1", { name: "Aisyah Rahman" });
    expect(await projectionTx.getForUpdate("members", "m-1")).toEqual({ name: "Aisyah Rahman" });
  });

  it("takes no lock on a store whose transactions run one at a time", async () => {
    const { statements, projectionTx } = recording({ locks: false });
    expect(await projectionTx.getForUpdate("members", "m-1")).toEqual({ name: "Aisyah" });
    expect(statements).toEqual(["SELECT doc"]);
  });
});

describe("the batched projection transaction of a replay", () => {
  it("sends every statement of a flush at once, so a read sent while it runs comes after all of them", async () => {
    const statements: string[] = [];
    const tx: SqlExecutor = {
      query: async <R>(sql: string) => {
        statements.push(sql.trim().split(/\s+/).slice(0, 2).join(" "));
        return { rows: [] as R[], affectedRows: 1 };
      },
    };
    const replay = batchedProjectionTx(tx, readTablesOf([members]), { startsEmpty: true });
    // More rows than a replay keeps known after a flush (so none is kept), and than one
    // statement writes (so the flush takes several).
    for (let i = 0; i < 100_001; i++) await replay.tx.put("members", `m-${i}`, { name: "Aisyah" });
    const flushed = replay.flush();
    // The next batch is projected while the flush runs: a row the replay wrote is read back.
    await replay.tx.get("members", "m-0");
    await flushed;
    expect(statements.length).toBeGreaterThan(2);
    expect(statements.slice(0, -1).every((s) => s === "INSERT INTO")).toBe(true);
    expect(statements.at(-1)).toBe("SELECT doc");
  });
});
