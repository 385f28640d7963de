// The language of member-store purchases (decisions in storePurchase.ts): what StorePurchased
// records and what the member stream keeps of each purchase to count it and to revert it.
// Money is the store company's currency at the bundle's precision; credit is in ledger units.
import type { Money } from "../../shared/money";
import type { CreditDelta } from "../member/creditLedger";

/** STORE: bought at a restaurant; ONLINE: bought in the member app's store. */
export type PurchaseChannel = "STORE" | "ONLINE";

export interface StorePurchase {
  readonly purchaseId: string;
  readonly businessId: string;
  readonly memberId: string;
  readonly channel: PurchaseChannel;
  readonly restaurantId: string | null;
  readonly bundle: { readonly id: string; readonly name: string };
  readonly price: Money;
  readonly taxTotals: ReadonlyArray<{ readonly key: string; readonly inclusive: boolean; readonly amount: Money }>;
  readonly totalTax: Money;
  readonly priceWithTaxes: Money;
  /** The STORE movement that granted the credit; null when the bundle grants none. */
  readonly creditTransactionId: string | null;
  readonly credit: CreditDelta;
  readonly titles: ReadonlyArray<{ readonly id: string; readonly dayToExpire: number }>;
  readonly voucherIds: ReadonlyArray<string>;
  /** Purchases that counted before this one (its topupCount). */
  readonly topupCount: number;
  readonly purchasedAt: string;
}

export interface StorePurchaseReversal {
  readonly purchaseId: string;
  readonly reversalTransactionId: string | null;
  /** Vouchers the purchase gave: their claims stay with the member. */
  readonly vouchersKept: ReadonlyArray<string>;
  readonly revertedAt: string;
}

export interface StorePurchaseRecord extends StorePurchase {
  readonly status: "completed" | "reverted";
}
