// The Payments page's port (issue 18): transactions, settlements and payout accounts of every
// business, and the provider's review of a payout account, as types only. Rows are the domain's
// response Schemas' types; lists are asked by 0-based page, exports by pages of `EXPORT_PAGE_SIZE`.
import type { PayoutStatus } from "../../domain/business/payoutAccount";
import type {
  PaymentSource, PaymentTransaction, PaymentType, PayoutAccountPage, PayoutAccountRow, Settlement, SettlementPage, TransactionPage, TransactionStatus,
} from "../../domain/payments/paymentView";

export type { PaymentSource, PaymentTransaction, PaymentType, PayoutAccountPage, PayoutAccountRow, PayoutStatus, Settlement, SettlementPage, TransactionPage, TransactionStatus };

/** Spec 1 §9 "exports fetch 1000 per page". */
export const EXPORT_PAGE_SIZE = 1000;

export interface TransactionFilters {
  readonly paymentType: PaymentType | null;
  readonly source: PaymentSource | null;
  readonly status: TransactionStatus | null;
  readonly businessId: string | null;
  /** Calendar dates (YYYY-MM-DD) in the country's time zone, both included. */
  readonly from: string | null;
  readonly to: string | null;
  readonly country: string;
}

export interface SettlementFilters {
  /** "YYYY-MM". */
  readonly month: string;
  readonly businessId: string | null;
}

export interface PayoutFilters {
  readonly status: PayoutStatus | null;
  readonly businessId: string | null;
}

export type Paged<F> = F & { readonly page: number; readonly pageSize?: number };

export interface PaymentsPort {
  readonly transactions: (query: Paged<TransactionFilters>) => Promise<TransactionPage>;
  readonly settlements: (query: Paged<SettlementFilters>) => Promise<SettlementPage>;
  readonly payoutAccounts: (query: Paged<PayoutFilters>) => Promise<PayoutAccountPage>;
  readonly reviewPayoutAccount: (account: PayoutAccountRow, status: "APPROVED" | "NEW") => Promise<PayoutAccountRow>;
}
