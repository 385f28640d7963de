import { describe, expect, it } from "vitest";
import type { MenuHistoryEntryView } from "../../ports/menuHistoryPort";
import { describeChange } from "./describeChange";

const entry = (over: Partial<MenuHistoryEntryView>): MenuHistoryEntryView => ({
  rev: 1, at: "2026-11-25T10:00:00.000Z", by: { userId: "u", name: "Aisyah" }, correlationId: "c", module: "product",
  operation: "create", item: { id: "p1", name: "Latte" }, reason: null, changes: null, ...over,
});

describe("describeChange", () => {
  it("names a single change by its verb, module and item", () => {
    expect(describeChange(entry({}))).toBe("Created product Latte");
    expect(describeChange(entry({ operation: "delete", module: "addonGroup", item: { id: "g1", name: null } }))).toBe("Deleted addon group g1");
    expect(describeChange(entry({ operation: "master-catalog-setting", module: null, item: null }))).toBe("Master catalog setting");
  });

  it("counts what a change set did, after its reason", () => {
    expect(describeChange(entry({ operation: "import", module: null, item: null, reason: "Import menu.xlsx", changes: { created: 48, updated: 2, deleted: 0 } })))
      .toBe("Import menu.xlsx: 48 new, 2 updated, 0 removed");
  });
});
