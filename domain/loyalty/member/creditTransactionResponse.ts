// A credit transaction as the API answers it (spec 2 §2 Transactions report 'Credit transaction'
// tab, §3; ARCHITECTURE §2.7 response Schemas): one definition the server builds its answers with
// (adapters/server/loyalty/memberTransactionRoutes.ts) and the UI's client decodes them with
// (adapters/http/loyaltyMembersApi.ts), strictly, so a field one side adds without the other
// fails the API tests instead of reaching a screen.
// The answer is the `credit_transactions` row (creditTransactions.projection.ts) with `normal` and
// `free` at the programme's credit precision, signed (a deduction is negative).
// Decision where the spec is silent: the row's own fields — the free lots in raw ledger units and
// the month it files under — are the server's and are not answered.
import { Schema } from "effect";
import { CREDIT_SOURCES } from "./memberModel";

export const CreditTransactionResponse = Schema.Struct({
  id: Schema.String,
  businessId: Schema.String,
  memberId: Schema.String,
  member: Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String), phoneNumber: Schema.NullOr(Schema.String) }),
  restaurantId: Schema.NullOr(Schema.String),
  source: Schema.Literals(CREDIT_SOURCES),
  ref: Schema.NullOr(Schema.String),
  normal: Schema.Number,
  free: Schema.Number,
  seqNo: Schema.Number,
  remark: Schema.String,
  reverted: Schema.Boolean,
  reverts: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type CreditTransactionResponse = typeof CreditTransactionResponse.Type;

export const CreditTransactionPageResponse = Schema.Struct({
  resources: Schema.Array(CreditTransactionResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** The server's side: the answer from a row with its amounts at the precision (the row's own fields are dropped). */
export const creditTransactionAnswerOf = Schema.decodeUnknownSync(CreditTransactionResponse);

/** The client's side: exactly the Schema's fields; an extra one is an error. */
export const decodeCreditTransactionPage = Schema.decodeUnknownSync(CreditTransactionPageResponse, { onExcessProperty: "error" });
