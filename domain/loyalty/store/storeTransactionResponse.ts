// A member-store transaction as the API answers it (spec 2 §2 Transactions report 'Store
// transaction' and 'Online store transaction' tabs, §3 Store transaction; ARCHITECTURE §2.7
// response Schemas): one definition the server builds its answers with
// (adapters/server/loyalty/storeTransactionView.ts) and the UI's client decodes them with
// (adapters/http/loyaltyMembersApi.ts), strictly.
// The answer is the `store_transactions` row with its money as decimals in `currency` (price,
// totalTax, priceWithTax, each tax line's amount) and its status, 'Reverted' if reverted,
// otherwise 'Completed'. The month it files under is the server's and is not answered.
import { Schema } from "effect";

export const COMPLETED = "Completed";
export const REVERTED = "Reverted";

export const StoreTransactionResponse = Schema.Struct({
  id: Schema.String,
  businessId: Schema.String,
  memberId: Schema.String,
  member: Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String), phoneNumber: Schema.NullOr(Schema.String) }),
  channel: Schema.Literals(["STORE", "ONLINE"]),
  restaurantId: Schema.NullOr(Schema.String),
  bundle: Schema.Struct({ id: Schema.String, name: Schema.String }),
  currency: Schema.String,
  price: Schema.Number,
  taxTotals: Schema.Array(Schema.Struct({ key: Schema.String, inclusive: Schema.Boolean, amount: Schema.Number })),
  totalTax: Schema.Number,
  priceWithTax: Schema.Number,
  creditTransactionId: Schema.NullOr(Schema.String),
  reverted: Schema.Boolean,
  revertedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  status: Schema.Literals([COMPLETED, REVERTED]),
});
export type StoreTransactionResponse = typeof StoreTransactionResponse.Type;

export const StoreTransactionPageResponse = Schema.Struct({
  resources: Schema.Array(StoreTransactionResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** The server's side: the answer from a row as shown (the row's own fields are dropped). */
export const storeTransactionAnswerOf = Schema.decodeUnknownSync(StoreTransactionResponse);

/** The client's side: exactly the Schema's fields; an extra one is an error. */
export const decodeStoreTransactionPage = Schema.decodeUnknownSync(StoreTransactionPageResponse, { onExcessProperty: "error" });
