// Every menu the mapping produces (domain/delivery/grabfood/grabMenuMapping.ts) from a random menu
// v3 document, through the DELIVERY channel's effective menu, is one GrabFood's schema
// (GetMenuNewResponse) takes, unless the pre-publish rules refuse it first; with names within
// GrabFood's lengths it always is.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { grabMenuOf } from "../../../domain/delivery/grabfood/grabMenuMapping";
import { publishProblems } from "../../../domain/delivery/menuSync/publishRules";
import { effectiveMenu } from "../../../domain/menu/effectiveMenu";
import type { MenuState } from "../../../domain/menu/menuModel";
import { menuOf } from "../../../domain/menu/menuTestItems";
import { type MenuSchemaCheck, grabMenuSchema } from "./grabMenuSchema";

let check: MenuSchemaCheck;
beforeAll(async () => {
  check = await grabMenuSchema();
});

const KL = "Asia/Kuala_Lumpur";
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const price = fc.record({ amount: fc.integer({ min: 0, max: 100_000 }), precision: fc.constantFrom(0, 1, 2), currency: fc.constant("MYR") });
const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

const menuArb = (nameLength: number) => {
  const name = fc.string({ minLength: 1, maxLength: nameLength }).map((s) => (s.trim() === "" ? "x" : s.trim()));
  return fc.record({
    categories: fc.array(name, { maxLength: 4 }),
    schedulers: fc.array(fc.record({
      periods: fc.array(fc.record({ start: time, end: time }), { minLength: 1, maxLength: 3 }),
      weekDay: fc.subarray([...days], { minLength: 1 }),
      repeat: fc.constantFrom("daily", "weekly"),
      name,
    }), { maxLength: 3 }),
    groups: fc.array(fc.record({
      name,
      addons: fc.array(fc.record({ name, price }), { maxLength: 4 }),
      min: fc.integer({ min: 0, max: 3 }),
      max: fc.integer({ min: 1, max: 4 }),
    }), { maxLength: 3 }),
    products: fc.array(fc.record({
      name, price, deliveryPrice: fc.option(price, { nil: null }),
      category: fc.integer({ min: -1, max: 4 }),
      orderFrom: fc.constantFrom("ALL", "ALL", "POS_ONLY", "NONE"),
      available: fc.boolean(),
      perXUnit: fc.option(fc.constant(100), { nil: null, freq: 4 }),
      schedulers: fc.subarray([0, 1, 2]),
      groups: fc.subarray([0, 1, 2]),
      inCatalog: fc.boolean(),
      overridePrice: fc.option(price, { nil: null }),
    }), { maxLength: 12 }),
    catalog: fc.boolean(),
    at: fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
  });
};

type Generated = ReturnType<typeof menuArb> extends fc.Arbitrary<infer T> ? T : never;

const documentOf = (g: Generated): MenuState => {
  const schedulerIds = g.schedulers.map((_, i) => `s${i}`);
  const groupIds = g.groups.map((_, i) => `g${i}`);
  const products = g.products.map((p, i) => ({
    id: `p${i}`, name: p.name, price: p.price, deliveryPrice: p.deliveryPrice,
    category: p.category < 0 ? null : `c${p.category}`, orderFrom: p.orderFrom, available: p.available, perXUnit: p.perXUnit,
    schedulerUsed: true, schedulers: p.schedulers.flatMap((s) => schedulerIds[s] ?? []),
    addonGroupUsed: true, addonGroups: p.groups.flatMap((x) => groupIds[x] ?? []),
  }));
  return {
    revision: 1, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
    modules: menuOf({
      category: g.categories.map((name, i) => ({ id: `c${i}`, name })),
      scheduler: g.schedulers.map((s, i) => ({ id: schedulerIds[i], name: s.name, timePeriod: s.periods, weekDay: s.weekDay, repeat: s.repeat })),
      addonGroup: g.groups.map((x, i) => ({ id: groupIds[i], name: x.name, min: Math.min(x.min, x.max), max: x.max, addons: x.addons.map((a, j) => ({ id: `a${j}`, ...a })) })),
      product: products,
      catalog: g.catalog ? [{
        id: "cat", name: "GrabFood", type: "DELIVERY",
        productAvailable: g.products.flatMap((p, i) => (p.inCatalog ? [`p${i}`] : [])),
        override: { product: g.products.flatMap((p, i) => (p.overridePrice === null ? [] : [{ id: `p${i}`, price: p.overridePrice }])), addon: [] },
      }] : [],
    }),
  };
};

const grabMenuFrom = (g: Generated, hours: boolean) => {
  const document = documentOf(g);
  const at = Temporal.Instant.from("2026-03-01T00:00:00Z").add({ minutes: g.at });
  const catalogPriced = new Set(g.catalog ? g.products.flatMap((p, i) => (p.overridePrice === null ? [] : [`p${i}`])) : []);
  const openingHours = hours ? { sun: [], mon: [{ startTime: "08:00", endTime: "22:00" }], tue: [], wed: [], thu: [], fri: [{ startTime: "18:00", endTime: "23:59" }], sat: [{ startTime: "00:00", endTime: "02:00" }] } : null;
  return grabMenuOf({
    merchantID: "1-PROP", partnerMerchantID: "r1", menu: effectiveMenu(document, "DELIVERY", at, KL), schedulers: document.modules.scheduler,
    catalogPriced, currency: "MYR", openingHours, date: "2026-03-01",
  });
};

describe("GrabFood menus from random menus", () => {
  it("are valid GetMenuNewResponse whenever names are within GrabFood's lengths", () => {
    fc.assert(fc.property(menuArb(40), fc.boolean(), (g, hours) => {
      expect(check(grabMenuFrom(g, hours))).toEqual([]);
    }), { numRuns: 150 });
  });

  it("are valid, or refused by the rule pack before anything is sent", () => {
    fc.assert(fc.property(menuArb(90), (g) => {
      const menu = grabMenuFrom(g, true);
      const schemaErrors = check(menu);
      if (schemaErrors.length > 0) expect(publishProblems(menu, true)).not.toEqual([]);
    }), { numRuns: 150 });
  });

  it("price every item and modifier in whole minor units", () => {
    fc.assert(fc.property(menuArb(20), (g) => {
      const menu = grabMenuFrom(g, true);
      for (const item of menu.categories.flatMap((c) => c.items)) {
        expect(Number.isInteger(item.price)).toBe(true);
        for (const modifier of item.modifierGroups.flatMap((m) => m.modifiers)) expect(Number.isInteger(modifier.price)).toBe(true);
      }
    }), { numRuns: 100 });
  });

  it("the schema itself refuses a menu GrabFood would not take", () => {
    expect(check({ currency: { code: "MYR", symbol: "RM", exponent: 2 }, sellingTimes: [], categories: [{ id: "c", name: "x".repeat(61), availableStatus: "AVAILABLE", sellingTimeID: "st", items: [] }] })).not.toEqual([]);
  });
});
