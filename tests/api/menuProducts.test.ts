// GET /businesses/{businessId}/menu-products (issue 16 item 9): the products and categories of
// every restaurant's menu of the business, searched by name, paged, filtered by kind and looked
// up by id, answered in the MenuProductPage Schema the UI decodes; who may ask (marketing rights,
// menu or membership readers; not a Stock-only member, not another business). Receipt lines named
// from the menu: restaurantReceipts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMenuProductPage } from "../../domain/menu/menuProductIndex";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let promotionStaff: Client;
let voucherStaff: Client;
let stockStaff: Client;
let stranger: Client;
let businessId: string;
let firstId: string;
let secondId: string;
const ids: Record<string, string> = {};

const path = (query = "") => `/businesses/${businessId}/menu-products${query}`;
const price = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123480001");
  promotionStaff = await signUp(harness, "+60123480002");
  voucherStaff = await signUp(harness, "+60123480003");
  stockStaff = await signUp(harness, "+60123480004");
  stranger = await signUp(harness, "+60123480005");
  const business = await owner.ok("POST", "/businesses", { name: "Picker Cafe", url: "picker-cafe" });
  businessId = business.id;
  firstId = (await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Bangsar" } })).id;
  secondId = (await owner.ok("POST", "/restaurants", { businessId, profile: { name: "Hartamas" } })).id;
  const grant = (client: Client, subject: string) => owner.ok("POST", `/businesses/${businessId}/team`, { phoneNumber: client.phoneNumber, grants: [{ action: "manage", subject }] });
  await grant(promotionStaff, "Promotion");
  await grant(voucherStaff, "Voucher");
  await grant(stockStaff, "Stock");
  const change = async (restaurantId: string, module: string, data: object) => {
    const menu = `/restaurants/${restaurantId}/menu-v3`;
    const doc = await owner.ok("GET", menu);
    const next = await owner.ok("PUT", menu, { _id: doc._id, _rev: doc._rev, module, operation: "create", data });
    return next[module].at(-1).id as string;
  };
  ids.drinks = await change(firstId, "category", { name: "Drinks" });
  ids.kopi = await change(firstId, "product", { name: "Kopi O", code: "K01", price: price(350), category: ids.drinks });
  ids.teh = await change(firstId, "product", { name: "Teh Tarik", code: "T01", price: price(400), category: ids.drinks });
  ids.toast = await change(secondId, "product", { name: "Kaya Toast", price: price(500) });
});
afterAll(() => harness.app.close());

describe("GET /businesses/{businessId}/menu-products", () => {
  it("answers every restaurant's categories then products, by name, with the restaurant and a category's products", async () => {
    const page = decodeMenuProductPage(await owner.ok("GET", path()));
    expect(page.pagination.totalResources).toBe(4);
    expect(page.resources.map((entry) => [entry.kind, entry.name, entry.restaurantName])).toEqual([
      ["category", "Drinks", "Bangsar"], ["product", "Kaya Toast", "Hartamas"], ["product", "Kopi O", "Bangsar"], ["product", "Teh Tarik", "Bangsar"],
    ]);
    expect(page.resources[0]?.productIds).toEqual([ids.kopi, ids.teh]);
    expect(page.resources[2]).toEqual({ kind: "product", id: ids.kopi, name: "Kopi O", code: "K01", restaurantId: firstId, restaurantName: "Bangsar", productIds: [ids.kopi] });
  });

  it("searches by a part of the name or code, filters by kind, pages and looks ids up", async () => {
    expect((await owner.ok("GET", path("?search=tarik"))).resources.map((e: { name: string }) => e.name)).toEqual(["Teh Tarik"]);
    expect((await owner.ok("GET", path("?search=k01"))).resources.map((e: { name: string }) => e.name)).toEqual(["Kopi O"]);
    expect((await owner.ok("GET", path("?search=bangsar"))).resources).toEqual([]);
    expect((await owner.ok("GET", path("?kind=category"))).resources.map((e: { name: string }) => e.name)).toEqual(["Drinks"]);
    const second = await owner.ok("GET", path("?kind=product&skip=1&limit=1"));
    expect([second.resources.map((e: { name: string }) => e.name), second.pagination.totalResources]).toEqual([["Kopi O"], 3]);
    const looked = await owner.ok("GET", path(`?ids=${ids.toast},gone-product`));
    expect(looked.resources.map((e: { name: string }) => e.name)).toEqual(["Kaya Toast"]);
  });

  it("refuses a bad kind, too many ids and a bad page with 400", async () => {
    for (const [query, message] of [["?kind=addon", "Invalid kind"], [`?ids=${Array.from({ length: 201 }, (_, i) => `p${i}`).join(",")}`, "At most 200 ids"], ["?limit=0", "Invalid limit"]]) {
      const response = await owner.send("GET", path(query));
      expect([response.statusCode, response.json().message], query).toEqual([400, message]);
    }
  });

  it("answers those who may edit promotions or vouchers; refuses a stock-only member (403), another business (404) and no token (401)", async () => {
    expect((await promotionStaff.ok("GET", path())).pagination.totalResources).toBe(4);
    expect((await voucherStaff.ok("GET", path("?search=kaya"))).resources).toHaveLength(1);
    expect((await stockStaff.send("GET", path())).statusCode).toBe(403);
    expect((await stranger.send("GET", path())).statusCode).toBe(404);
    expect((await harness.app.inject({ method: "GET", url: `/api/v2${path()}` })).statusCode).toBe(401);
  });

});
