// A read table whose declaration changes between two starts (a release adds a column): the
// next start re-creates it and fills it from the log before anyone reads it.
import { rm } from "node:fs/promises";
import { expect, it } from "vitest";
import type { Projection } from "../../domain/engine/projection";
import { type ReadTable, integerColumn, readTable } from "../../domain/engine/readTable";
import { freshDataDir } from "../../tests/support/pgliteTemplate";
import { openStore } from "./openStore";

const scoresOf = (table: ReadTable): Projection => ({
  name: "scores",
  tables: [table],
  apply: async (event, tx) => tx.put("scores", event.streamId, { stream: event.streamId, points: (event.data as { points: number }).points }),
});

it("re-creates a changed read table at start and fills it from the log", async () => {
  const dataDir = await freshDataDir();
  try {
    const first = await openStore({ dataDir, durable: false, projections: [scoresOf(readTable({ name: "scores", columns: {} }))] });
    for (const [i, points] of [30, 10, 20].entries()) {
      await first.store.append({
        streamId: `s-${i}`, expectedVersion: 0, events: [{ type: "Scored", v: 1, data: { points } }],
        meta: { actor: "a", correlationId: "c" }, occurredAt: "2026-11-26T10:00:00.000Z",
      });
    }
    await first.close();
    const withPoints = readTable({ name: "scores", columns: { points: integerColumn("points") }, indexes: [["points"]] });
    const second = await openStore({ dataDir, durable: false, projections: [scoresOf(withPoints)] });
    const { rows } = await second.store.readModels.list("scores", { orderBy: { field: "points", direction: "asc" } });
    expect(rows.map((row) => row.points)).toEqual([10, 20, 30]);
    await second.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
