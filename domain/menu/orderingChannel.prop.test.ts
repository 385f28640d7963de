import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_FROM, type OrderFrom } from "./menuFields";
import { addonOrderFrom, hiddenInCustomerApp, mostRestrictive } from "./orderingChannel";

const orderFrom = fc.constantFrom<OrderFrom>(...ORDER_FROM);
const rank = (o: OrderFrom) => ORDER_FROM.indexOf(o);

describe("ordering channel (properties)", () => {
  it("the most restrictive is one of the two, no wider than either, whatever the order", () => {
    fc.assert(fc.property(orderFrom, orderFrom, (a, b) => {
      const m = mostRestrictive(a, b);
      expect([a, b]).toContain(m);
      expect(rank(m)).toBeLessThanOrEqual(Math.min(rank(a), rank(b)));
      expect(mostRestrictive(b, a)).toBe(m);
    }));
  });

  it("an add-on is orderable in the customer app only when it and its product are ALL", () => {
    fc.assert(fc.property(orderFrom, fc.option(orderFrom, { nil: undefined }), (addon, product) => {
      expect(hiddenInCustomerApp(addonOrderFrom(addon, product))).toBe(addon !== "ALL" || (product !== undefined && product !== "ALL"));
    }));
  });

  it("orders NONE before POS_ONLY before ALL", () => {
    expect(mostRestrictive("ALL", "POS_ONLY")).toBe("POS_ONLY");
    expect(mostRestrictive("POS_ONLY", "NONE")).toBe("NONE");
    expect(addonOrderFrom("ALL", "NONE")).toBe("NONE");
    expect(addonOrderFrom("POS_ONLY", undefined)).toBe("POS_ONLY");
  });
});
