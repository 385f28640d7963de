// The voucher aggregate's language, stream `voucher-{id}` (decisions in voucher.ts): its events,
// commands and state. The stream holds the voucher and every claim of it, so the claim quota,
// the claims per user and the uses of each claim hold under concurrency. Events carry what their
// read models need (vouchers.projection.ts), so projections never replay the stream.
// Decision where the spec is silent: claims keep the index of the terms they were issued under
// (validity, usage, restaurants, effect); an update with `updateClaim` moves every earlier claim
// to the new terms (`termsFloor`), one without leaves them on theirs ("future only").
import type { Bill } from "./effects/bill";
import type { VoucherType } from "./voucherInput";
import type { VoucherDoc } from "./voucherResponse";

/** What a claim is redeemed under: the parts of the voucher that an update may change for claims. */
export interface VoucherTerms {
  readonly validity: number;
  readonly validSince: string | null;
  readonly multipleUse: VoucherDoc["multipleUse"];
  readonly targetRestaurant: ReadonlyArray<string>;
  readonly timePeriod: VoucherDoc["timePeriod"];
  readonly effect: VoucherDoc["effect"];
}

export const termsOf = (voucher: VoucherDoc): VoucherTerms => ({
  validity: voucher.validity,
  validSince: voucher.validSince,
  multipleUse: voucher.multipleUse,
  targetRestaurant: voucher.targetRestaurant,
  timePeriod: voucher.timePeriod,
  effect: voucher.effect,
});

export interface AssignedClaim {
  readonly claimId: string;
  readonly code: string;
  readonly phoneNumber: string | null;
  readonly name: string | null;
  readonly memberId: string | null;
}

export interface ClaimUseRecord {
  readonly billId: string;
  readonly restaurantId: string;
  readonly appliedAt: string;
}

type Ev<T extends string, D> = { readonly type: T; readonly data: D };

export type VoucherEvent =
  | Ev<"VoucherCreated", { voucherId: string; businessId: string; voucher: VoucherDoc; terms: VoucherTerms; timeZone: string; createdAt: string }>
  | Ev<"VoucherUpdated", { voucher: VoucherDoc; terms: VoucherTerms; updateClaim: boolean; updatedAt: string }>
  | Ev<"VoucherDeleted", { businessId: string; deletedAt: string }>
  | Ev<"ClaimsCreated", { batchId: string; claims: ReadonlyArray<{ claimId: string; code: string }>; createdAt: string }>
  | Ev<"ClaimsAssigned", { claims: ReadonlyArray<AssignedClaim>; via: "public" | "send" | "reward"; createdAt: string }>
  | Ev<"ClaimRedeemed", ClaimUseRecord & { claimId: string; discount: unknown }>
  | Ev<"ClaimUseRestored", { claimId: string; billId: string; restoredAt: string }>;

export const VOUCHER_EVENT_TYPES: ReadonlySet<string> = new Set([
  "VoucherCreated", "VoucherUpdated", "VoucherDeleted", "ClaimsCreated", "ClaimsAssigned", "ClaimRedeemed", "ClaimUseRestored",
]);

const STREAM_PREFIX = "voucher-";
export const voucherStreamId = (voucherId: string): string => `${STREAM_PREFIX}${voucherId}`;
export const voucherIdOfStream = (streamId: string): string => streamId.slice(STREAM_PREFIX.length);

/** Whether a recorded event is a voucher event (the codes registry shares the `voucher-` prefix). */
export const isVoucherEvent = (event: { readonly type: string; readonly streamId: string }): event is VoucherEvent & typeof event =>
  VOUCHER_EVENT_TYPES.has(event.type) && event.streamId.startsWith(STREAM_PREFIX);

type Rev = { readonly rev?: number | undefined };

export type VoucherCommand =
  | Ev<"CreateVoucher", { readonly voucherId: string; readonly businessId: string; readonly voucher: VoucherDoc }>
  | Ev<"UpdateVoucher", Rev & { readonly voucher: VoucherDoc; readonly updateClaim: boolean }>
  | Ev<"DeleteVoucher", Rev>
  | Ev<"CreateClaims", { readonly batchId: string; readonly codes: ReadonlyArray<string> }>
  | Ev<"ClaimPublic", { readonly claimId: string; readonly phoneNumber: string; readonly code?: string | undefined }>
  | Ev<"AssignClaims", { readonly claims: ReadonlyArray<Omit<AssignedClaim, "code">>; readonly via: "send" | "reward"; readonly requireType?: VoucherType }>
  | Ev<"RedeemClaim", { readonly claimId: string; readonly billId: string; readonly restaurantId: string; readonly bill: Bill | null }>
  | Ev<"RestoreUse", { readonly billId: string }>;

export interface ClaimState {
  readonly claimId: string;
  readonly code: string;
  readonly assigned: boolean;
  readonly phoneNumber: string | null;
  readonly memberId: string | null;
  readonly createdAt: string;
  readonly termsIndex: number;
  readonly uses: ReadonlyArray<ClaimUseRecord>;
  readonly transferExpiredAt: string | null;
}

export interface ActiveVoucher {
  readonly status: "active";
  readonly voucherId: string;
  readonly businessId: string;
  readonly voucher: VoucherDoc;
  readonly timeZone: string;
  readonly terms: ReadonlyArray<VoucherTerms>;
  readonly termsFloor: number;
  readonly claims: ReadonlyMap<string, ClaimState>;
  readonly batchIds: ReadonlySet<string>;
  /** Every bill that ever redeemed a claim of this voucher, with its claim (refunded ones too). */
  readonly bills: ReadonlyMap<string, { readonly claimId: string; readonly refunded: boolean }>;
  readonly revision: number;
}

export type VoucherState =
  | { readonly status: "none"; readonly revision: number }
  | ActiveVoucher
  | { readonly status: "deleted"; readonly revision: number };

/** The terms a claim is redeemed under now. */
export const claimTerms = (voucher: ActiveVoucher, claim: ClaimState): VoucherTerms =>
  voucher.terms[Math.max(claim.termsIndex, voucher.termsFloor)] ?? termsOf(voucher.voucher);
