import { describe, expect, it } from "vitest";
import { rowObjects } from "./pgliteProtocol";

describe("rows from the PGlite worker", () => {
  it("become objects by column name, with their JSON columns parsed and SQL NULL kept", () => {
    const rows = rowObjects<Record<string, unknown>>({
      columns: ["row_key", "doc", "position", "meta"],
      jsonColumns: [1, 3],
      cells: [
        ["m-1", '{"name":"Aisyah","tags":["vip"]}', 7, "null"],
        ["m-2", null, 8, '"text"'],
      ],
    });
    expect(rows).toEqual([
      { row_key: "m-1", doc: { name: "Aisyah", tags: ["vip"] }, position: 7, meta: null },
      { row_key: "m-2", doc: null, position: 8, meta: "text" },
    ]);
  });

  it("are none when the statement returned no rows", () => {
    expect(rowObjects(undefined)).toEqual([]);
    expect(rowObjects({ columns: ["a"], jsonColumns: [], cells: [] })).toEqual([]);
  });
});
