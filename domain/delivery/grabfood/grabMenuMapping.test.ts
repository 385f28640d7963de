import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { effectiveMenu } from "../../menu/effectiveMenu";
import type { MenuState } from "../../menu/menuModel";
import { menuOf } from "../../menu/menuTestItems";
import { UNCATEGORISED, grabMenuOf, minorUnits } from "./grabMenuMapping";
import { DEFAULT_SELLING_TIME_ID } from "./sellingTimes";

const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const document: MenuState = {
  revision: 1, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false },
  modules: menuOf({
    category: [{ id: "coffee", name: "Coffee" }],
    scheduler: [{ id: "late", name: "Late night", timePeriod: [{ start: "22:00", end: "02:00" }], weekDay: ["friday"], repeat: "weekly" }],
    addonGroup: [{ id: "milk", name: "Milk", min: 1, max: 1, addons: [{ id: "oat", name: "Oat milk", price: rm(200) }, { id: "soy", name: "Soy milk", price: rm(150) }] }],
    product: [
      { id: "latte", name: "Latte", price: rm(1200), deliveryPrice: rm(1300), category: "coffee", addonGroupUsed: true, addonGroups: ["milk"] },
      { id: "mocha", name: "Mocha", price: rm(1400), deliveryPrice: rm(1500), category: "coffee" },
      { id: "supper", name: "Maggi goreng", price: rm(900), schedulerUsed: true, schedulers: ["late"] },
      { id: "kuih", name: "Kuih by weight", price: rm(120), perXUnit: 100, category: "coffee" },
      { id: "water", name: "Water", price: rm(200), orderFrom: "POS_ONLY" },
    ],
    catalog: [{ id: "grab", name: "GrabFood", type: "DELIVERY", productAvailable: ["latte", "mocha", "supper", "kuih", "water"], override: { product: [{ id: "latte", price: rm(1450), name: "Grab Latte" }], addon: [{ addonGroupId: "milk", id: "oat", price: rm(250) }] } }],
  }),
};
const noon = Temporal.Instant.from("2026-11-26T04:00:00Z");
const grab = grabMenuOf({
  merchantID: "1-A", partnerMerchantID: "r1", menu: effectiveMenu(document, "DELIVERY", noon, "Asia/Kuala_Lumpur"), schedulers: document.modules.scheduler,
  catalogPriced: new Set(["latte"]), currency: "MYR", openingHours: null, date: "2026-11-26",
});
const items = grab.categories.flatMap((c) => c.items);

describe("GrabFood menu of the DELIVERY catalog", () => {
  it("sends the catalog's override, else the delivery price, in minor units, and the add-ons as a modifier group", () => {
    expect(items.find((i) => i.id === "latte")).toMatchObject({
      name: "Grab Latte", price: 1450,
      modifierGroups: [{ id: "milk", selectionRangeMin: 1, selectionRangeMax: 1, modifiers: [{ id: "oat", price: 250 }, { id: "soy", price: 150 }] }],
    });
    expect(items.find((i) => i.id === "mocha")?.price).toBe(1500);
  });

  it("leaves out what the channel hides, makes an item sold by measure unavailable, and lists the uncategorised under Others", () => {
    expect(items.map((i) => i.id)).toEqual(["latte", "mocha", "kuih", "supper"]);
    expect(items.find((i) => i.id === "kuih")).toMatchObject({ availableStatus: "UNAVAILABLE", maxStock: 0 });
    expect(grab.categories.map((c) => [c.id, c.name, c.sellingTimeID])).toEqual([["coffee", "Coffee", DEFAULT_SELLING_TIME_ID], [UNCATEGORISED.id, "Others", DEFAULT_SELLING_TIME_ID]]);
  });

  it("sells a scheduled item in its selling time, whatever the sync's instant, its overnight period split at midnight", () => {
    const supper = items.find((i) => i.id === "supper");
    expect(supper).toMatchObject({ availableStatus: "AVAILABLE", sellingTimeID: "st-late" });
    const time = grab.sellingTimes.find((t) => t.id === "st-late");
    expect(time?.serviceHours).toMatchObject({
      fri: { openPeriodType: "OpenPeriod", periods: [{ startTime: "22:00", endTime: "23:59" }] },
      sat: { openPeriodType: "OpenPeriod", periods: [{ startTime: "00:00", endTime: "02:00" }] },
      mon: { openPeriodType: "CloseAllDay" },
    });
    expect(grab.sellingTimes.find((t) => t.id === DEFAULT_SELLING_TIME_ID)?.serviceHours.mon).toEqual({ openPeriodType: "OpenAllDay" });
  });

  it("converts money to the currency's minor unit, rounding half away from zero", () => {
    expect(minorUnits({ amount: 125, precision: 1, currency: "MYR" }, 2)).toBe(1250);
    expect(minorUnits({ amount: 1250, precision: 2, currency: "VND" }, 0)).toBe(13);
    expect(minorUnits({ amount: 1249, precision: 2, currency: "VND" }, 0)).toBe(12);
  });
});
