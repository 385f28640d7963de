// A voucher claim as the API answers it (spec 3 §3 Voucher claim, §4 claim use; ARCHITECTURE §2.7
// response Schemas): one definition the server builds its answers with (adapters/server/marketing/
// voucherView.ts `claimView`: the claims list, the public claim, the customer's cards) and the UI's
// client decodes the claims list with (adapters/http/marketingApi.ts), strictly, so a field one
// side adds without the other fails the API tests instead of reaching a screen.
// The answer is the `voucher_claims` row (vouchers.projection.ts) with what is derived when read
// in the voucher's time zone (domain/marketing/claimUse.ts): the spec's `_id` and `user`, the
// use `history` and `appliedAt`, `use` and `maxUse`, the validity window, the cooldown and
// whether its transfer is open.
import { Schema } from "effect";

const Use = Schema.Struct({ billId: Schema.String, restaurantId: Schema.String, appliedAt: Schema.String });

export const ClaimResponse = Schema.Struct({
  id: Schema.String,
  _id: Schema.String,
  voucherId: Schema.String,
  businessId: Schema.String,
  code: Schema.String,
  assigned: Schema.Boolean,
  phoneNumber: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String),
  memberId: Schema.NullOr(Schema.String),
  batchId: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  claimedAt: Schema.NullOr(Schema.String),
  termsIndex: Schema.Number,
  uses: Schema.Array(Use),
  transferExpiredAt: Schema.NullOr(Schema.String),
  user: Schema.NullOr(Schema.Struct({ phoneNumber: Schema.NullOr(Schema.String), displayName: Schema.NullOr(Schema.String), photoURL: Schema.Null })),
  history: Schema.Array(Use),
  appliedAt: Schema.NullOr(Schema.String),
  use: Schema.Number,
  maxUse: Schema.Number,
  validFrom: Schema.String,
  expiredAt: Schema.String,
  cooldownUntil: Schema.NullOr(Schema.String),
  transferOpen: Schema.Boolean,
});
export type ClaimResponse = typeof ClaimResponse.Type;

export const ClaimPageResponse = Schema.Struct({
  resources: Schema.Array(ClaimResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** The server's side: a claim row and what is derived from it, as answered (anything else is dropped). */
export const claimAnswerOf = Schema.decodeUnknownSync(ClaimResponse);

/** The client's side: exactly the Schema's fields; an extra one is an error. */
export const decodeClaimPage = Schema.decodeUnknownSync(ClaimPageResponse, { onExcessProperty: "error" });
