// What the member-facing pages need (issue 19), as types only: a voucher's and a store's public
// face, the phone proof's calls, and a proven phone's own view. The HTTP adapter is loaded with
// the customer pages' chunk (ui/app/composition.ts), so the back office never carries it.
import type { RedeemInput, RedeemOutput } from "../../machines/customer/phoneProof.machine";
import type { SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../../machines/auth/authActors";

export interface PublicVoucher {
  readonly id: string;
  readonly businessId: string;
  readonly businessName: string;
  readonly storeKey: string;
  readonly name: string;
  readonly description: string;
  readonly claimEnds: string | null;
  readonly left: number | null;
  /** Why it cannot be claimed now (the spec's message), or null. */
  readonly claimProblem: string | null;
}

export interface StoreMoney {
  readonly amount: number;
  readonly precision: number;
  readonly currency: string;
}

export interface PublicBundle {
  readonly id: string;
  readonly name: string;
  readonly price: StoreMoney;
  readonly credit: { readonly normal: number; readonly free: ReadonlyArray<{ readonly amount: number; readonly dayToExpire: number }> };
}

export interface PublicStore {
  readonly businessId: string;
  readonly businessName: string;
  readonly storeKey: string;
  readonly programmeName: string;
  readonly tiers: ReadonlyArray<{ readonly name: string; readonly minLevel: number }>;
  readonly storeActive: boolean;
  readonly categories: ReadonlyArray<{ readonly id: string; readonly name: string; readonly bundles: ReadonlyArray<PublicBundle> }>;
}

export interface MemberCard {
  readonly name: string;
  readonly cardNo: string;
  readonly level: number;
  readonly experience: number;
  readonly tier: string;
  readonly credit: number;
  readonly creditOneToOne: boolean;
  readonly titles: ReadonlyArray<{ readonly name: string; readonly icon: string; readonly expiredAt: string }>;
}

export interface MemberVoucher {
  readonly code: string;
  readonly voucherId: string;
  readonly name: string;
  readonly use: number;
  readonly maxUse: number;
  readonly expiredAt: string;
}

export interface MemberOwnView {
  readonly phoneNumber: string;
  readonly member: MemberCard | null;
  readonly vouchers: ReadonlyArray<MemberVoucher>;
}

export interface CustomerPort {
  /** With a claim link's `code`, `claimProblem` says whether that code can still be taken. */
  readonly voucher: (voucherId: string, code?: string) => Promise<PublicVoucher>;
  readonly store: (storeKey: string) => Promise<PublicStore>;
  readonly sendOtp: (input: SendOtpInput) => Promise<void>;
  readonly verifyOtp: (input: VerifyOtpInput) => Promise<VerifyOtpOutput>;
  /** The public claim with the proof (and a claim link's `code`); answers a customer token among the claim. */
  readonly claim: (voucherId: string, input: RedeemInput, code?: string) => Promise<RedeemOutput>;
  readonly openSession: (input: RedeemInput) => Promise<RedeemOutput>;
  readonly me: (storeKey: string, customerToken: string) => Promise<MemberOwnView>;
}
