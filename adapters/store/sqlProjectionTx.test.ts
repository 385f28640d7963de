import { describe, expect, it } from "vitest";
import { readTable, textColumn } from "../../domain/engine/readTable";
import type { SqlExecutor } from "./sqlClient";
import { readTablesOf, sqlProjectionTx } from "./sqlReadModels";

const members = readTable({ name: "members", columns: { name: textColumn("name") } });

/** A transaction that holds one stored row and records every statement it is sent. */
const recording = () => {
  const statements: string[] = [];
  const tx: SqlExecutor = {
    query: async <R>(sql: string, params: ReadonlyArray<unknown> = []) => {
      statements.push(sql.split(" ").slice(0, 2).join(" "));
      const rows = sql.startsWith("SELECT doc") && params[0] === "m-1" ? [{ doc: { name: "Aisyah" } }] : [];
      return { rows: rows as R[], affectedRows: 1 };
    },
  };
  return { statements, projectionTx: sqlProjectionTx(tx, readTablesOf([members])) };
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

  it("answers what it wrote or removed without reading it back", async () => {
    const { statements, projectionTx } = recording();
    await projectionTx.put("members", "m-1", { name: "Aisyah Rahman" });
    await projectionTx.remove("members", "m-2");
    expect(await projectionTx.get("members", "m-1")).toEqual({ name: "Aisyah Rahman" });
    expect(await projectionTx.get("members", "m-2")).toBeUndefined();
    expect(statements.filter((s) => s.startsWith("SELECT"))).toEqual([]);
  });

  it("reads a row again under its lock, once", async () => {
    const { statements, projectionTx } = recording();
    await projectionTx.get("members", "m-1");
    await projectionTx.getForUpdate("members", "m-1");
    await projectionTx.getForUpdate("members", "m-1");
    expect(statements).toEqual(["SELECT doc", "SELECT pg_advisory_xact_lock(hashtext($1),", "SELECT doc"]);
  });
});
