// PUT menu-v3/migrate (spec 4 §7; the plan in domain/menu/legacyMigration.ts): a legacy menu
// becomes v3 items with the legacy ids, skipped records say why, a dry run changes nothing,
// running twice changes nothing the second time, and the migration is one history entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Schema } from "effect";
import { MigrationReport } from "../../domain/menu/legacyMigrationInput";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let path: string;
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

const legacy = {
  categories: [{ _id: "cat-coffee", name: "Coffee" }, { _id: "cat-dupe", name: "Tea" }],
  addonGroups: [{ _id: "grp-milk", name: "Milk", max: 2, addons: [{ _id: "oat", name: "Oat", price: rm(150) }] }],
  products: [
    { _id: "p-latte", name: "Latte", price: rm(1100), category: "cat-coffee", addonGroups: ["grp-milk"] },
    { _id: "p-latte-2", name: "LATTE", price: rm(1200) },
    { _id: "p-kopi", code: "K1", name: "Kopi", price: rm(320), orderFrom: "POS_ONLY" },
  ],
};

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123491001");
  const business = await owner.ok("POST", "/businesses", { name: "Migrate Cafe", url: "migrate-cafe" });
  const restaurantId = (await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Migrate 1" } })).id;
  path = `/restaurants/${restaurantId}/menu-v3`;
});
afterAll(() => harness.app.close());

describe("menu v3 migrate", () => {
  it("answers the report on a dry run and changes nothing", async () => {
    const report = await owner.ok("PUT", `${path}/migrate`, { ...legacy, dryRun: true });
    expect(report).toEqual({
      created: { category: 2, addonGroup: 1, product: 2 },
      skipped: [{ module: "product", _id: "p-latte-2", name: "LATTE", reason: "name has constraint" }],
      records: 6, _rev: 0, applied: false,
    });
    expect((await owner.ok("GET", path))._rev).toBe(0);
    Schema.decodeUnknownSync(MigrationReport)(report, { onExcessProperty: "error" });
  });

  it("creates the v3 items with the legacy ids as one change", async () => {
    const report = await owner.ok("PUT", `${path}/migrate`, legacy);
    expect(report).toMatchObject({ created: { category: 2, addonGroup: 1, product: 2 }, applied: true, _rev: 1 });
    const doc = await owner.ok("GET", path);
    expect(doc.product.map((p: { id: string }) => p.id)).toEqual(["p-latte", "p-kopi"]);
    expect(doc.product[0]).toMatchObject({ name: "Latte", category: "cat-coffee", addonGroups: ["grp-milk"], addonGroupUsed: true });
    expect(doc.product[1]).toMatchObject({ code: "K1", orderFrom: "POS_ONLY" });
    expect(doc.addonGroup[0]).toMatchObject({ id: "grp-milk", max: 2, addons: [{ id: "oat", name: "Oat", price: rm(150) }] });
    const history = await owner.ok("GET", `${path}/history`);
    expect(history.resources[0]).toMatchObject({ operation: "migrate", reason: "Migrate legacy menu (5 items)", changes: { created: 5, updated: 0, deleted: 0 } });
  });

  it("changes nothing when run again: every record is 'Already migrated' or still refused", async () => {
    const report = await owner.ok("PUT", `${path}/migrate`, legacy);
    expect(report.created).toEqual({ category: 0, addonGroup: 0, product: 0 });
    expect(report.applied).toBe(false);
    expect(report._rev).toBe(1);
    expect(report.skipped.filter((s: { reason: string }) => s.reason === "Already migrated")).toHaveLength(5);
    expect((await owner.ok("GET", path))._rev).toBe(1);
  });

  it("refuses a record without its _id, a stale _rev, and a bad field, changing nothing", async () => {
    const noId = await owner.send("PUT", `${path}/migrate`, { categories: [{ name: "No id" }] });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe("Id is required");
    const stale = await owner.send("PUT", `${path}/migrate`, { categories: [{ _id: "c9", name: "Late" }], _rev: 0 });
    expect(stale.statusCode).toBe(409);
    const price = await owner.send("PUT", `${path}/migrate`, { products: [{ _id: "p9", name: "Free", price: rm(-5) }] });
    expect(price.json().message).toBe("Min price is 0.00");
    expect((await owner.ok("GET", path))._rev).toBe(1);
  });
});
