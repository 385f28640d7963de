// Test support for the discount engine (imported by tests and the bench only): bills and
// effects in a few words, prices in sen (MYR, precision 2).
import type { Bill } from "./bill";
import type { Effect, ItemStrategy } from "./effect";

export type LineSpec = readonly [productId: string, quantity: number, unitPrice: number, addons?: ReadonlyArray<readonly [selectionId: string, price: number]>];

export const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

export const billOf = (lines: ReadonlyArray<LineSpec>, extra: Partial<Omit<Bill, "lines">> = {}): Bill => ({
  ...extra,
  lines: lines.map(([productId, quantity, unitPrice, addons]) => ({
    productId,
    quantity,
    unitPrice: myr(unitPrice),
    ...(addons === undefined ? {} : { addons: addons.map(([selectionId, price]) => ({ selectionId, price: myr(price) })) }),
  })),
});

export const byAmount = (sen: number) => ({ type: "byAmount" as const, amount: { amount: sen, precision: 2 } });
export const toAmount = (sen: number) => ({ type: "toAmount" as const, amount: { amount: sen, precision: 2 } });
export const byPercent = (percent: number) => ({ type: "byPercentage" as const, amount: { amount: percent * 100, precision: 4 } });

export const billEffect = (adjustment: Effect["adjustment"], minPurchase?: number): Effect => ({
  target: "BILL",
  adjustment,
  options: minPurchase === undefined ? {} : { minPurchase: { amount: minPurchase, precision: 2 } },
});

export const itemEffect = (
  adjustment: Effect["adjustment"],
  strategy: ItemStrategy,
  targetIds: ReadonlyArray<string>,
  options: { maxQuantity?: number; excludeAddonPrice?: boolean } = {},
): Effect => ({ target: "ITEM", adjustment, targetIds, strategy, options });
