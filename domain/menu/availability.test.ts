import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { DISABLED_FROM_POS, NEEDS_MEASUREMENT, NOT_AVAILABLE, PRODUCT_NOT_IN_SCHEDULE, productAvailability } from "./availability";
import { productView } from "./catalogView";
import { item } from "./menuTestItems";

const KL = "Asia/Kuala_Lumpur";
const morning = Temporal.Instant.from("2026-03-02T01:00:00Z");
const night = Temporal.Instant.from("2026-03-02T14:00:00Z");
const breakfast = item("scheduler", { id: "s", name: "Breakfast", timePeriod: [{ start: "07:00", end: "10:30" }] });
const input = (data: Record<string, unknown>, schedulers = [breakfast]) => {
  const product = item("product", { id: "p", name: "P", ...data });
  return { view: productView(product, null), available: product.available, perXUnit: product.perXUnit, schedulers };
};

describe("product availability", () => {
  it("hides POS_ONLY and NONE products in customer channels, keeps them on the POS", () => {
    expect(productAvailability(input({ orderFrom: "POS_ONLY" }), "DELIVERY", morning, KL)).toEqual({ kind: "hidden" });
    expect(productAvailability(input({ orderFrom: "NONE" }), "PICKUP", morning, KL)).toEqual({ kind: "hidden" });
    expect(productAvailability(input({ orderFrom: "POS_ONLY" }), "POS", morning, KL)).toEqual({ kind: "orderable" });
  });

  it("disables a NONE product on the POS", () => {
    expect(productAvailability(input({ orderFrom: "NONE" }), "POS", morning, KL)).toEqual({ kind: "disabled", reason: DISABLED_FROM_POS });
  });

  it("disables a product outside its schedule on every channel", () => {
    expect(productAvailability(input({}), "DELIVERY", night, KL)).toEqual({ kind: "disabled", reason: PRODUCT_NOT_IN_SCHEDULE });
    expect(productAvailability(input({}), "POS", night, KL)).toEqual({ kind: "disabled", reason: PRODUCT_NOT_IN_SCHEDULE });
    expect(productAvailability(input({}), "DINE_IN", morning, KL)).toEqual({ kind: "orderable" });
  });

  it("sends a product sold by measure to the counter, except on the POS", () => {
    expect(productAvailability(input({ perXUnit: 100 }), "TAKEAWAY", morning, KL)).toEqual({ kind: "disabled", reason: NEEDS_MEASUREMENT });
    expect(productAvailability(input({ perXUnit: 100 }), "POS", morning, KL)).toEqual({ kind: "orderable" });
  });

  it("hides an unavailable product from customers and disables it on the POS", () => {
    expect(productAvailability(input({ available: false }), "DELIVERY", morning, KL)).toEqual({ kind: "hidden" });
    expect(productAvailability(input({ available: false }), "POS", morning, KL)).toEqual({ kind: "disabled", reason: NOT_AVAILABLE });
  });
});
