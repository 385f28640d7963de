// The marketing port: what the voucher screens need from the outside world (spec 3 §2, §7), as
// types only. The voucher is the server's answer, domain/marketing/voucherResponse.ts (the stored
// document with its id, counters, time zone, `_rev` and derived status), which the client decodes;
// writes send the payload of domain/marketing/voucherInput.ts, so the wizard validates with the
// server's Schema. The status is
// the server's (domain/marketing/voucherStatus.ts); claimability is computed by the views with
// domain/marketing/voucherClaimable.ts.
// Decisions where the spec is silent:
// - Every call is business-scoped (`/businesses/{businessId}/vouchers…`, spec 3 §7 "paths under
//   the business scope"), so each method takes the business id.
// - The claims table is asked by page number (0-based) and page size; the adapter turns that into
//   the spec's skip/limit.
// - Promotions (spec 3 §7) are listed whole (the screen splits them into its Bill and Item
//   groups); the dry run is the engine's evaluate call, its request and answer typed by the dry
//   run machine (machines/marketing/dryRun.machine.ts).
// - The menu gating of spec 3 §2 needs the user's rights in the business: `permissionIn` answers
//   the user's permission record there (null when they hold none); the view builds the CASL
//   ability with domain/auth/permissions.ts from it and the session's claims.
import type { PermissionRecord } from "../../domain/auth/permissions";
import type { ClaimBatchRequest, CodeConfig } from "../../domain/marketing/claimCodes";
import type { VoucherInput } from "../../domain/marketing/voucherInput";
import type { VoucherResponse } from "../../domain/marketing/voucherResponse";
import type { ClaimResponse } from "../../domain/marketing/claimResponse";
import type { PromotionResponse } from "../../domain/marketing/promotionResponse";
import type { VoucherStatus } from "../../domain/marketing/voucherStatus";
import type { DryRunRequest, DryRunResult } from "../../machines/marketing/dryRun.machine";
import type { PromotionDoc, PromotionInput } from "../../domain/marketing/promotionInput";
import type { PromotionStatus } from "../../domain/marketing/promotionStatus";

/** The voucher as the server answers it (domain/marketing/voucherResponse.ts, decoded by the client). */
export type Voucher = VoucherResponse;

export interface VoucherUpdate {
  readonly id: string;
  readonly rev: number;
  readonly change: VoucherInput;
  /** Spec 3 §4: 'Update all' moves claims already made to the new terms. */
  readonly updateClaim: boolean;
}

export type ClaimAssignment = "assigned" | "unassigned";

export interface ClaimListQuery {
  /** 0-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
  readonly type: ClaimAssignment;
}

/** One row of the claims table (spec 3 §3 "Voucher claim"), as the server answers it
 *  (domain/marketing/claimResponse.ts, decoded by the client). */
export type VoucherClaim = ClaimResponse;

export interface ClaimListPage {
  readonly resources: ReadonlyArray<VoucherClaim>;
  readonly totalResources: number;
}

export interface CreatedClaims {
  readonly count: number;
}

/** What a bulk batch of this shape could still make (spec 3 §5 combinations), asked before generating. */
export interface ClaimCapacity {
  /** Counts of possibly huge spaces travel as decimal text. */
  readonly combinations: string;
  readonly available: string;
  readonly taken: number;
  readonly guessChance: number;
  /** Claims the voucher's quota still allows; null without a quota. */
  readonly quotaLeft: number | null;
}

export interface CapacityQuery {
  readonly count: number;
  readonly codeConfig?: CodeConfig;
}

/** The marketing setting (spec 3 §3, §7): the migration is offered while `migrate` is not 1; a
 *  'v2' setting sends the user to the external site at `portalUrl`. */
export interface MarketingSettingState {
  readonly apiVersion: string;
  readonly migrate: number;
  readonly portalUrl?: string | undefined;
}

/** The overview's figures (spec 3 §1, §3 "Overview summary"); a part is null when the user may
 *  not read its subject (adapters/server/marketing/marketingOverviewRoutes.ts). */
export interface MarketingOverview {
  readonly promotions: { readonly active: number; readonly expired: number; readonly incoming: number } | null;
  readonly attractionCampaigns: number | null;
  readonly mostRedeemedVouchers: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly status: VoucherStatus;
    readonly currentClaim: number;
    readonly currentRedeem: number;
  }> | null;
  readonly newMemberCount: number | null;
  readonly topSpentMember: ReadonlyArray<{
    readonly id: string;
    readonly name: string | null;
    readonly phoneNumber: string;
    readonly totalSpent: { readonly amount: number; readonly precision: number; readonly currency?: string };
  }> | null;
  readonly levelUpRewardPool: number | null;
}

/** A promotion as the server answers it (domain/marketing/promotionResponse.ts, decoded by the client). */
export type Promotion = PromotionResponse;

export type { DryRunRequest, DryRunResult };

export interface PromotionUpdate {
  readonly id: string;
  readonly rev: number;
  readonly change: PromotionInput;
}

export interface MarketingPort {
  readonly permissionIn: (businessId: string) => Promise<PermissionRecord | null>;
  // Vouchers
  readonly listVouchers: (businessId: string) => Promise<ReadonlyArray<Voucher>>;
  readonly createVoucher: (businessId: string, input: VoucherInput) => Promise<Voucher>;
  readonly updateVoucher: (businessId: string, update: VoucherUpdate) => Promise<Voucher>;
  readonly deleteVoucher: (businessId: string, id: string) => Promise<void>;
  // Claims
  readonly listClaims: (businessId: string, voucherId: string, query: ClaimListQuery) => Promise<ClaimListPage>;
  readonly createClaims: (businessId: string, voucherId: string, request: ClaimBatchRequest) => Promise<CreatedClaims>;
  readonly claimCapacity: (businessId: string, voucherId: string, query: CapacityQuery) => Promise<ClaimCapacity>;
  // Overview and migration
  readonly overviewSummary: (businessId: string) => Promise<MarketingOverview>;
  readonly marketingSetting: (businessId: string) => Promise<MarketingSettingState>;
  readonly migrateMarketing: (businessId: string) => Promise<MarketingSettingState>;
  // Promotions and the dry run
  readonly listPromotions: (businessId: string) => Promise<ReadonlyArray<Promotion>>;
  readonly createPromotion: (businessId: string, input: PromotionInput) => Promise<Promotion>;
  readonly updatePromotion: (businessId: string, update: PromotionUpdate) => Promise<Promotion>;
  readonly deletePromotion: (businessId: string, id: string) => Promise<void>;
  readonly dryRun: (businessId: string, request: DryRunRequest) => Promise<DryRunResult>;
}
