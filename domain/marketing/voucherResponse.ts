// A voucher as the API answers it (spec 3 §3 Voucher; ARCHITECTURE §2.7 response Schemas): one
// definition the server builds its answers with (adapters/server/marketing/voucherView.ts) and
// the UI's client decodes them with (adapters/http/marketingApi.ts), strictly, so a field one side
// adds without the other fails the API tests instead of reaching a screen.
// `VoucherDocument` is also the stored document itself (what voucher events carry), so the type
// the deciders write and the shape the screens read cannot drift apart.
// Decisions where the spec is silent: the answer leaves out the terms history its claims are
// redeemed under (server-side bookkeeping); `validFor` is the days a user typed (validity + 1).
import { Schema } from "effect";
import { TimePeriod } from "../shared/timeOfDay";
import { CodeConfig } from "./claimCodes";
import { Effect } from "./effects/effect";
import { VoucherType } from "./voucherInput";
import type { VoucherStatus } from "./voucherStatus";

const Instant = Schema.String;
const PurchaseAmount = Schema.Struct({ amount: Schema.Number, precision: Schema.Literal(2) });

/** The stored voucher document (what events carry and the API answers, besides counters). */
export const VoucherDocument = Schema.Struct({
  type: VoucherType,
  name: Schema.String,
  description: Schema.String,
  effect: Effect,
  /** Days − 1 (spec 3 §3). */
  validity: Schema.Number,
  validSince: Schema.NullOr(Schema.String),
  multipleUse: Schema.NullOr(Schema.Struct({ maxUse: Schema.Number, cooldown: Schema.Number })),
  targetRestaurant: Schema.Array(Schema.String),
  timePeriod: TimePeriod,
  verticalImage: Schema.NullOr(Schema.String),
  horizontalImage: Schema.NullOr(Schema.String),
  hideInApp: Schema.Boolean,
  enableTransfer: Schema.Boolean,
  maxClaimsPerUser: Schema.Number,
  options: Schema.Struct({
    simpleClaim: Schema.NullOr(Schema.Struct({ maxClaim: Schema.Number, start: Schema.NullOr(Schema.String), end: Schema.NullOr(Schema.String) })),
    afterSales: Schema.NullOr(Schema.Struct({
      minPurchase: PurchaseAmount,
      maxPurchase: Schema.NullOr(PurchaseAmount),
      productCondition: Schema.NullOr(Schema.Struct({ active: Schema.Boolean, productIds: Schema.Array(Schema.String), minProductCount: Schema.Number })),
    })),
  }),
  disable: Schema.Boolean,
  codeGenerator: CodeConfig,
});
export type VoucherDoc = typeof VoucherDocument.Type;

/** A row of the `vouchers` read model (vouchers.projection.ts) without its terms history. */
export const VoucherRow = Schema.Struct({
  ...VoucherDocument.fields,
  id: Schema.String,
  businessId: Schema.String,
  /** The business time zone the voucher's days are counted in (status, claim period). */
  timeZone: Schema.String,
  createdAt: Instant,
  currentClaim: Schema.Number,
  currentRedeem: Schema.Number,
  _rev: Schema.Number,
});
/** Reads a stored row; fields the answer does not carry (the terms history) are dropped. */
export const decodeVoucherRow = Schema.decodeUnknownSync(VoucherRow);

const STATUSES = ["disabled", "dynamic", "incoming", "ongoing", "expired"] as const satisfies ReadonlyArray<VoucherStatus>;

export const VoucherResponse = Schema.Struct({
  ...VoucherRow.fields,
  validFor: Schema.Number,
  status: Schema.Literals(STATUSES),
  statusColour: Schema.Literals(["grey", "orange", "teal", "red"]),
  /** The path (from the site's origin) a customer claims this voucher at. */
  publicClaimLink: Schema.String,
});
export type VoucherResponse = typeof VoucherResponse.Type;

export const VoucherPageResponse = Schema.Struct({
  resources: Schema.Array(VoucherResponse),
  pagination: Schema.Struct({ totalResources: Schema.Number }),
});

/** Exactly the Schema's fields: an extra one is an error, so both sides must name it. */
const strict = { onExcessProperty: "error" } as const;
export const decodeVoucher = Schema.decodeUnknownSync(VoucherResponse, strict);
export const decodeVoucherPage = Schema.decodeUnknownSync(VoucherPageResponse, strict);
