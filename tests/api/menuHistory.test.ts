// The menu's past over HTTP (issue 15 item 6): the menu as it was at an instant, its difference
// with now per module and per item, and a rollback to the instant recorded as one audited change
// (one history entry with who, when and why) that a later rollback undoes; `_rev` protects it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let menuPath: string;
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123480001");
  const business = await owner.ok("POST", "/businesses", { name: "History Cafe", url: "history-cafe" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "History 1" } });
  menuPath = `/restaurants/${restaurant.id}/menu-v3`;
});
afterAll(() => harness.app.close());

const current = () => owner.ok("GET", menuPath);
const change = async (module: string, operation: string, data: unknown) => {
  harness.clock.advance({ minutes: 1 });
  return owner.ok("PUT", menuPath, { _rev: (await current())._rev, module, operation, data });
};
const instant = () => harness.clock.now().toString();
const byName = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).sort();

describe("menu history and rollback", () => {
  let atTwo: string;
  let latteId: string;
  let mochaId: string;

  it("answers the menu as it was at an instant and its difference with now", async () => {
    const coffee = (await change("category", "create", { id: "coffee", name: "Coffee" })).category[0];
    latteId = (await change("product", "create", { name: "Latte", code: "L1", price: rm(1000), category: coffee.id })).product[0].id;
    atTwo = instant();
    harness.clock.advance({ seconds: 30 });
    const latte = (await current()).product[0];
    await change("product", "update", { ...latte, price: rm(1200), name2: "Kopi susu" });
    mochaId = (await change("product", "create", { name: "Mocha", code: "M1", price: rm(1300) })).product[1].id;
    await change("category", "create", { id: "tea", name: "Tea" });
    await change("category", "delete", { id: "tea" });

    const then = await owner.ok("GET", `${menuPath}/at?at=${encodeURIComponent(atTwo)}`);
    expect(then._rev).toBe(2);
    expect(then.product).toEqual([expect.objectContaining({ id: latteId, price: rm(1000), name2: "" })]);

    const { diff, revAt, _rev } = await owner.ok("GET", `${menuPath}/diff?at=${encodeURIComponent(atTwo)}`);
    expect([revAt, _rev]).toEqual([2, 6]);
    expect(diff.masterCatalogSetting).toBe(false);
    expect(diff.modules).toEqual({
      product: { added: [{ id: mochaId, name: "Mocha" }], removed: [], changed: [{ id: latteId, name: "Latte", fields: ["name2", "price"] }] },
    });
  });

  it("answers the empty menu before the first change and no difference at now", async () => {
    const before = await owner.ok("GET", `${menuPath}/at?at=2020-01-01T00:00:00Z`);
    expect(before).toMatchObject({ _rev: 0, product: [], category: [] });
    expect((await owner.ok("GET", `${menuPath}/diff?at=${encodeURIComponent(instant())}`)).diff).toEqual({ modules: {}, masterCatalogSetting: false });
  });

  it("refuses a missing or malformed instant with 'Invalid date'", async () => {
    for (const query of ["", "?at=yesterday", `?at=${"9".repeat(80)}`]) {
      const response = await owner.send("GET", `${menuPath}/diff${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe("Invalid date");
    }
  });

  it("rolls back to the instant as one audited change, refused on a stale _rev", async () => {
    const before = await current();
    const stale = await owner.send("PUT", `${menuPath}/rollback`, { at: atTwo, _rev: before._rev - 1 });
    expect(stale.statusCode).toBe(409);
    const missingRev = await owner.send("PUT", `${menuPath}/rollback`, { at: atTwo });
    expect(missingRev.statusCode).toBe(400);
    expect(await current()).toEqual(before);

    harness.clock.advance({ minutes: 1 });
    const rolled = await owner.ok("PUT", `${menuPath}/rollback`, { at: atTwo, _rev: before._rev, reason: "Wrong prices" });
    expect(rolled._rev).toBe(before._rev + 1);
    expect(rolled.product).toEqual([expect.objectContaining({ id: latteId, price: rm(1000), name2: "" })]);
    expect(byName(rolled.category)).toEqual(["Coffee"]);

    const history = await owner.ok("GET", `${menuPath}/history`);
    expect(history.pagination.totalResources).toBe(before._rev + 1);
    expect(history.resources[0]).toMatchObject({
      rev: before._rev + 1, at: new Date(harness.clock.now().epochMilliseconds).toISOString(), operation: "rollback", reason: "Wrong prices",
      by: { userId: owner.userId }, changes: { created: 0, updated: 1, deleted: 1 },
    });
    expect((await owner.ok("GET", `${menuPath}/diff?at=${encodeURIComponent(atTwo)}`)).diff.modules).toEqual({});
  });

  it("undoes a rollback with a rollback to just before it", async () => {
    const beforeRollback = harness.clock.now().subtract({ seconds: 1 }).toString();
    const rolled = await owner.ok("PUT", `${menuPath}/rollback`, { at: beforeRollback, _rev: (await current())._rev });
    expect(byName(rolled.product)).toEqual(["Latte", "Mocha"]);
    expect(rolled.product.find((p: { id: string }) => p.id === latteId).price).toEqual(rm(1200));
    const [entry] = (await owner.ok("GET", `${menuPath}/history`)).resources;
    expect(entry).toMatchObject({ operation: "rollback", reason: `Rollback to ${beforeRollback.replace(/\.000Z$/, "Z")}`, changes: { created: 1, updated: 1, deleted: 0 } });
  });

  it("changes nothing when the menu already is as it was", async () => {
    const before = await current();
    const same = await owner.ok("PUT", `${menuPath}/rollback`, { at: instant(), _rev: before._rev });
    expect(same._rev).toBe(before._rev);
  });
});
