// Test support: promotions as the server answers them, for the promotion and dry run render
// tests. Never used by the app.
import type { Promotion } from "../../ports/marketingPort";
import { BUSINESS_ID } from "./sampleVouchers";

export const billPromotionOf = (id: string, overrides: Partial<Promotion> = {}): Promotion => ({
  id,
  businessId: BUSINESS_ID,
  name: "Kopi Day",
  targetRestaurant: [],
  start: "2026-01-01",
  end: null,
  effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1500, precision: 4 } }, options: {}, priority: 0 },
  target: "BILL",
  priority: 0,
  autoApply: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status: "ongoing",
  statusColour: "teal",
  _rev: 1,
  ...overrides,
});

export const itemPromotionOf = (id: string, overrides: Partial<Promotion> = {}): Promotion =>
  billPromotionOf(id, {
    name: "Buy 2 Kuih",
    effect: { target: "ITEM", adjustment: { type: "byPercentage", amount: { amount: 10000, precision: 4 } }, targetIds: ["kuih"], strategy: { type: "BUY_X_GET_Y", x: 2, y: 1 }, options: {} },
    target: "ITEM",
    priority: null,
    autoApply: false,
    ...overrides,
  });
