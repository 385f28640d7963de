// Owns: an order's lines and totals in integer minor units of the order's currency (spec 1 §3
// "amounts stored as integers scaled by precision").
// Decisions where the spec is silent: a line's `unitPrice` is one unit with its modifiers, tax
// included (GrabFood's OrderItem.price); the subtotal is the sum of unit price × quantity;
// `discount` is what promotions took off the basket and `deliveryFee` what the customer pays for
// delivery; the total (what the customer pays) is subtotal + delivery fee − discount, never below
// zero. `tax` is the tax included in those prices, shown, never added.
import { Schema } from "effect";

const Minor = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 }));

export const OrderModifier = Schema.Struct({ id: Schema.String, quantity: Schema.Int, price: Minor });
export const OrderLine = Schema.Struct({
  /** Our menu's product id (the item id we published to the platform). */
  productId: Schema.String,
  name: Schema.String,
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  unitPrice: Minor,
  modifiers: Schema.Array(OrderModifier),
  note: Schema.String,
});
export type OrderLine = typeof OrderLine.Type;

export const OrderTotals = Schema.Struct({
  currency: Schema.String,
  precision: Schema.Int,
  subtotal: Minor,
  deliveryFee: Minor,
  discount: Minor,
  tax: Minor,
  total: Minor,
});
export type OrderTotals = typeof OrderTotals.Type;

export const lineAmount = (line: Pick<OrderLine, "unitPrice" | "quantity">): number => line.unitPrice * line.quantity;

export const subtotalOf = (lines: ReadonlyArray<Pick<OrderLine, "unitPrice" | "quantity">>): number => lines.reduce((sum, line) => sum + lineAmount(line), 0);

/** The order's totals from its lines and charges. */
export const orderTotals = (
  lines: ReadonlyArray<Pick<OrderLine, "unitPrice" | "quantity">>,
  charges: { readonly currency: string; readonly precision: number; readonly deliveryFee: number; readonly discount: number; readonly tax: number },
): OrderTotals => {
  const subtotal = subtotalOf(lines);
  return { ...charges, subtotal, total: Math.max(0, subtotal + charges.deliveryFee - charges.discount) };
};
