import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { planMigration } from "./legacyMigration";
import { LEGACY_SAMPLE_FILE_NAME, legacyMenuSample, legacyMenuSampleJson } from "./legacyMenuSample";
import { MigrateBody } from "./legacyMigrationInput";
import { menuDecider } from "./menuDocument";

describe("the sample legacy menu export", () => {
  it("is a body the migrate route accepts, every legacy field named", () => {
    const body = Schema.decodeUnknownSync(MigrateBody)(JSON.parse(legacyMenuSampleJson()), { onExcessProperty: "error" });
    expect(body.products.map((p) => p.name)).toEqual(["Kopi O", "Teh Tarik", "Nasi Lemak"]);
    expect(Object.keys(JSON.parse(legacyMenuSampleJson()).products[1]).sort()).toEqual(
      ["_id", "addonGroups", "available", "category", "code", "description", "name", "name2", "orderFrom", "price"],
    );
    expect(LEGACY_SAMPLE_FILE_NAME).toMatch(/\.json$/);
  });

  it("is created whole on an empty menu, nothing skipped", () => {
    const first = planMigration(menuDecider.initialState, legacyMenuSample(), "2026-11-27T10:00:00.000Z");
    expect(first.created).toEqual({ category: 2, addonGroup: 1, product: 3 });
    expect(first.skipped).toEqual([]);
  });
});
