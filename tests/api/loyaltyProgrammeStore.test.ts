// Black-box: the member store over HTTP (spec 2 §2 Member store, §3 Bundle, §4, §5, §6, §7):
// activation needs a company with a tax registration; categories with bundles (price, normal
// and free credit, titles with days, vouchers, topupCount conditions) and their messages; a
// category left out takes its bundles; the stale bundle write answers 409.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validCompany } from "./businessHarness";
import { CONFLICT, type ProgrammeWorld, makeVoucher, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
beforeEach(async () => {
  world = await startProgrammeWorld();
  await world.owner.ok("POST", world.path(), {});
});
afterEach(() => world.harness.app.close());

const activate = async () => {
  await world.owner.ok("PUT", `/businesses/${world.businessId}/company`, validCompany);
  return world.owner.ok("PUT", world.path("/store"), { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] });
};

const bundle = (extra: Record<string, unknown> = {}) => ({ name: "Top up 50", price: 50, credit: { normal: 50 }, ...extra });

describe("activating the store", () => {
  it("refuses activation without a company tax registration and stays inactive", async () => {
    const none = await world.owner.send("PUT", world.path("/store"), {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Company tax registration is required");
    await world.owner.ok("PUT", `/businesses/${world.businessId}/company`, { ...validCompany, sstRegNo: "" });
    expect((await world.owner.send("PUT", world.path("/store"), {})).json().message).toBe("Company tax registration is required");
    expect((await world.owner.ok("GET", world.path())).store.activated).toBe(false);
    const early = await world.owner.send("PUT", world.path("/store-bundle"), { categories: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Member store is not activated");
  });

  it("activates with the company and its taxes", async () => {
    const { store } = await activate();
    expect(store).toMatchObject({
      activated: true, company: { name: "Kopi Kita Sdn Bhd", sstRegNo: "W10-1808-32000001" },
      taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: { amount: 600, precision: 4 }, inclusive: false }], categories: [],
    });
  });

  it("refuses a bad tax and changes nothing", async () => {
    await activate();
    const before = await world.owner.ok("GET", world.path());
    const response = await world.owner.send("PUT", world.path("/store"), { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 101, inclusive: false }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Rate must be between 0 and 100");
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
  });
});

describe("categories and bundles", () => {
  beforeEach(async () => {
    await activate();
  });

  it("stores categories with bundles in credit units (one-to-one: 1.00 is 100) and the store's currency", async () => {
    await world.owner.ok("PUT", world.path(), { creditOneToOne: true });
    const { titles: [vip] } = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] });
    const voucher = await makeVoucher(world);
    const saved = await world.owner.ok("PUT", world.path("/store-bundle"), {
      categories: [{ name: " Top ups ", bundles: [bundle({
        price: 45.5, credit: { normal: 50, free: [{ amount: 5, dayToExpire: 30 }, { amount: 1 }] },
        titles: [{ id: vip.id, dayToExpire: 30 }], vouchers: [voucher], conditions: [{ type: "topupCount", min: 0, max: 3 }],
      })] }],
    });
    expect(saved.store.categories).toEqual([{
      id: expect.any(String), name: "Top ups",
      bundles: [{
        id: expect.any(String), name: "Top up 50", price: { amount: 4550, precision: 2, currency: "MYR" },
        credit: { normal: 5000, free: [{ amount: 500, dayToExpire: 30 }, { amount: 100, dayToExpire: 29970 }] },
        titles: [{ id: vip.id, dayToExpire: 30 }], vouchers: [voucher], conditions: [{ type: "topupCount", min: 0, max: 3 }], products: [],
      }],
    }]);
  });

  it("binds products of the business's menus to a bundle, and refuses one no menu has", async () => {
    const restaurant = await world.owner.ok("POST", "/restaurants", { businessId: world.businessId, profile: { name: "Kopi Kita Bangsar" } });
    const menu = await world.owner.ok("PUT", `/restaurants/${restaurant.id}/menu-v3`, { module: "product", operation: "create", data: { name: "Kopi O", price: { amount: 350, precision: 2, currency: "MYR" } } });
    const kopi = menu.product.find((p: { name: string }) => p.name === "Kopi O").id;
    const saved = await world.owner.ok("PUT", world.path("/store-bundle"), { categories: [{ name: "Passes", bundles: [bundle({ products: [kopi, kopi] })] }] });
    expect(saved.store.categories[0].bundles[0].products).toEqual([kopi]);
    const before = await world.owner.ok("GET", world.path());
    const response = await world.owner.send("PUT", world.path("/store-bundle"), { categories: [{ name: "Passes", bundles: [bundle({ products: [kopi, "5a4d0000000000000000ffff"] })] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Product not found in the menu" });
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
  });

  it("keeps points as typed when credit is not one-to-one", async () => {
    const saved = await world.owner.ok("PUT", world.path("/store-bundle"), { categories: [{ name: "A", bundles: [bundle({ credit: { normal: 50 } })] }] });
    expect(saved.store.categories[0].bundles[0].credit).toEqual({ normal: 50, free: [] });
  });

  it("answers each bad bundle with its message and changes nothing", async () => {
    const before = await world.owner.ok("GET", world.path());
    for (const [categories, message] of [
      [[{ name: " " }], "Name is required"],
      [[{ name: "A", bundles: [bundle({ name: " " })] }], "Name is required"],
      [[{ name: "A", bundles: [bundle({ price: -1 })] }], "Min price is 0.00"],
      [[{ name: "A", bundles: [bundle({ price: 1.234 })] }], "Max 2 decimal places"],
      [[{ name: "A", bundles: [bundle({ credit: { normal: 1.5 } })] }], "Invalid credit amount"],
      [[{ name: "A", bundles: [bundle({ credit: { normal: -1 } })] }], "Min credit is 0"],
      [[{ name: "A", bundles: [bundle({ credit: { free: [{ amount: 1, dayToExpire: 29971 }] } })] }], "Max day is 29970"],
      [[{ name: "A", bundles: [bundle({ titles: [{ id: "nope", dayToExpire: 3 }] })] }], "Title not found"],
      [[{ name: "A", bundles: [bundle({ titles: [{ id: "nope", dayToExpire: 0 }] })] }], "Min is 1"],
      [[{ name: "A", bundles: [bundle({ titles: [{ id: "nope", dayToExpire: 1.5 }] })] }], "Invalid integer"],
      [[{ name: "A", bundles: [bundle({ conditions: [{ type: "topupCount", min: 3, max: 3 }] })] }], "Min must smaller than max"],
      [[{ name: "A", bundles: [bundle({ conditions: [{ type: "topupCount", min: -1 }] })] }], "Min is 0"],
      [[{ name: "A", bundles: [bundle({ conditions: [{ type: "topupCount", min: 1 }, { type: "topupCount", max: 5 }] })] }], "Condition type must be unique"],
      [[{ name: "A", bundles: [bundle({ vouchers: ["missing"] })] }], "Invalid reward"],
      [[{ id: "missing", name: "A" }], "Category not found"],
      [[{ name: "A", bundles: [bundle({ id: "missing" })] }], "Bundle not found"],
    ] as const) {
      const response = await world.owner.send("PUT", world.path("/store-bundle"), { categories });
      expect(response.statusCode, JSON.stringify(categories)).toBe(400);
      expect(response.json().message, JSON.stringify(categories)).toBe(message);
    }
    expect(await world.owner.ok("GET", world.path())).toEqual(before);
  });

  it("deletes a category's bundles with it, and keeps ids of what stays", async () => {
    const saved = await world.owner.ok("PUT", world.path("/store-bundle"), {
      categories: [{ name: "A", bundles: [bundle(), bundle({ name: "Top up 100", price: 100 })] }, { name: "B", bundles: [bundle()] }],
    });
    const [a, b] = saved.store.categories;
    const after = await world.owner.ok("PUT", world.path("/store-bundle"), {
      categories: [{ id: b.id, name: "B", bundles: [{ ...bundle(), id: b.bundles[0].id }] }],
    });
    expect(after.store.categories).toEqual([{ ...b, bundles: [b.bundles[0]] }]);
    expect(JSON.stringify(after.store)).not.toContain(a.id);
  });

  it("refuses to delete a title a bundle grants", async () => {
    const { titles: [vip] } = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "VIP", icon: "crown" }] });
    await world.owner.ok("PUT", world.path("/store-bundle"), { categories: [{ name: "A", bundles: [bundle({ titles: [{ id: vip.id, dayToExpire: 7 }] })] }] });
    const response = await world.owner.send("PUT", world.path("/titles"), { titles: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Unable to delete title in store bundle");
  });

  it("answers a stale bundle write with 409 and keeps the newer categories", async () => {
    const { _rev } = await world.owner.ok("GET", world.path());
    await world.owner.ok("PUT", world.path("/store-bundle"), { categories: [{ name: "Newer" }], _rev });
    const stale = await world.owner.send("PUT", world.path("/store-bundle"), { categories: [], _rev });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT);
    expect((await world.owner.ok("GET", world.path())).store.categories).toMatchObject([{ name: "Newer", bundles: [] }]);
  });
});
