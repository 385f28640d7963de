// The loyalty port's member and transaction calls (spec 2 §7, §3 Member, Credit transaction,
// Store transaction), as types only; LoyaltyPort (loyaltyPort.ts) extends this.
// A member is the server's answer (adapters/server/loyalty/memberView.ts): credit at the
// programme's precision, free credit only the lots still spendable, `tier` the zero-based index.
// Decisions where the spec is silent:
// - The list is paged by `limit` and `skip` (spec 2 §7); the export passes an AbortSignal so its
//   Cancel stops the next page from being asked.
// - The three transaction reports share one query (from, to as YYYY-MM-DD both included,
//   restaurantId, limit, skip) and answer a page of rows whose shape is the report's own.
import type { CreditTransactionResponse } from "../../domain/loyalty/member/creditTransactionResponse";
import type { MemberResponse } from "../../domain/loyalty/member/memberResponse";
import type { StoreTransactionResponse } from "../../domain/loyalty/store/storeTransactionResponse";
import type { MemberStat } from "../../domain/loyalty/member/memberStat";
import type { Money } from "../../domain/shared/money";

export interface LoyaltyMemberTitle {
  readonly id: string;
  readonly acquiredAt: string;
  readonly expiredAt: string;
}

/** The server's member answer, decoded with its response Schema. */
export type LoyaltyMember = MemberResponse;

export interface MemberListQuery {
  readonly search: string;
  readonly limit: number;
  readonly skip: number;
}

export interface Paged<T> {
  readonly resources: ReadonlyArray<T>;
  readonly totalResources: number;
}

/** The edit dialog: a title's days ahead, or null to remove it. */
export interface MemberEdit {
  readonly level: number;
  readonly experience: number;
  readonly cardNo: string | null;
  readonly titles: ReadonlyArray<{ readonly id: string; readonly days: number | null }>;
  readonly _rev: number;
}

export interface MemberStatEdit {
  readonly stat: { readonly visitCount: number; readonly lastVisit: string | null; readonly avgBillSize: number; readonly avgVisitFrequency: number };
  readonly totalSpent: number;
}

export type ExpiryUnit = "day" | "week" | "month" | "year";

export interface CreditSend {
  readonly amount: number;
  readonly freeCredit: { readonly amount: number; readonly validity: number; readonly unit: ExpiryUnit } | null;
  readonly remark: string;
}

export interface CreditDeduction {
  readonly amount: number;
  readonly remark: string;
}

export type TransactionKind = "credit" | "store" | "online-store";

export interface TransactionQuery {
  readonly from: string;
  readonly to: string;
  readonly restaurantId: string | null;
  readonly limit: number;
  readonly skip: number;
}

/** A credit transaction as the server answers it (domain/loyalty/member/creditTransactionResponse.ts). */
export type CreditTransactionRow = CreditTransactionResponse;

/** A store purchase as the server answers it (domain/loyalty/store/storeTransactionResponse.ts). */
export type StoreTransactionRow = StoreTransactionResponse;

export interface TransactionRows {
  readonly credit: CreditTransactionRow;
  readonly store: StoreTransactionRow;
  readonly "online-store": StoreTransactionRow;
}

export interface LoyaltyMembersPort {
  readonly listMembers: (businessId: string, query: MemberListQuery, signal?: AbortSignal) => Promise<Paged<LoyaltyMember>>;
  readonly getMember: (businessId: string, memberId: string) => Promise<LoyaltyMember>;
  readonly updateMember: (businessId: string, memberId: string, edit: MemberEdit) => Promise<LoyaltyMember>;
  readonly updateMemberStat: (businessId: string, memberId: string, edit: MemberStatEdit) => Promise<LoyaltyMember>;
  readonly sendCredit: (businessId: string, memberId: string, send: CreditSend) => Promise<LoyaltyMember>;
  readonly deductCredit: (businessId: string, memberId: string, deduction: CreditDeduction) => Promise<LoyaltyMember>;
  readonly listTransactions: <K extends TransactionKind>(kind: K, businessId: string, query: TransactionQuery) => Promise<Paged<TransactionRows[K]>>;
}
