// A restaurant's payout account (spec 1 §3-§4): {enable, status, account}, statuses NEW ->
// PENDING -> APPROVED, editable only while NEW; the bank is one of MALAYSIAN_BANKS and the
// account type CURRENT_ACCOUNT or SAVING_ACCOUNT. One PUT carries the whole document; its
// `status` asks for the transition.
// Decisions where the spec is silent:
// - Anyone who may update the restaurant edits the account while NEW and submits it
//   (NEW -> PENDING, which needs an account: 'Bank account is required'). Only the provider
//   (a `reviewer`) approves (PENDING -> APPROVED) or reopens it for editing (PENDING or
//   APPROVED -> NEW): 'Only the provider can review a payout account' (403).
// - Any other change of status is 'Invalid payout account status change'; changing the bank
//   details outside NEW is 'Payout account can only be updated while NEW' (409).
// - Payouts can be enabled only on an APPROVED account ('Payout account is not approved');
//   `enable` may be switched off at any time.
// - The account number is 5 to 20 digits as typed, without spaces: 'Invalid account no'.
import { Schema } from "effect";
import { requiredTrimmedText } from "../shared/fieldRules";
import { bankByCode } from "./malaysianBanks";
import { sameValue } from "./sameValue";

export const PAYOUT_EDITABLE_ONLY_WHILE_NEW = "Payout account can only be updated while NEW";
export const INVALID_PAYOUT_STATUS_CHANGE = "Invalid payout account status change";
export const PROVIDER_REVIEWS_PAYOUT = "Only the provider can review a payout account";
export const PAYOUT_NOT_APPROVED = "Payout account is not approved";
export const BANK_ACCOUNT_REQUIRED = "Bank account is required";
export const INVALID_BANK = "Invalid bank";
export const INVALID_ACCOUNT_NO = "Invalid account no";
export const ACCOUNT_NAME_REQUIRED = "Account name is required";

export const PayoutStatus = Schema.Literals(["NEW", "PENDING", "APPROVED"]);
export type PayoutStatus = typeof PayoutStatus.Type;
export const BankAccountType = Schema.Literals(["CURRENT_ACCOUNT", "SAVING_ACCOUNT"]);

export const BankAccount = Schema.Struct({
  bankCode: Schema.String.check(Schema.makeFilter((code: string) => bankByCode(code) !== undefined || INVALID_BANK)),
  accountName: requiredTrimmedText(ACCOUNT_NAME_REQUIRED),
  accountNo: Schema.String.check(Schema.isPattern(/^\d{5,20}$/, { message: INVALID_ACCOUNT_NO })),
  accountType: BankAccountType,
});
export type BankAccount = typeof BankAccount.Type;

export const PayoutAccountInput = Schema.Struct({
  enable: Schema.Boolean,
  status: PayoutStatus,
  account: Schema.NullOr(BankAccount),
});
export type PayoutAccount = typeof PayoutAccountInput.Type;

export const NEW_PAYOUT_ACCOUNT: PayoutAccount = { enable: false, status: "NEW", account: null };

export interface PayoutProblem {
  readonly message: string;
  readonly status: 400 | 403 | 409;
}

type Transition = "keep" | "submit" | "review" | "invalid";

const transitionOf = (from: PayoutStatus, to: PayoutStatus): Transition => {
  if (from === to) return "keep";
  if (from === "NEW" && to === "PENDING") return "submit";
  if ((from === "PENDING" && to === "APPROVED") || to === "NEW") return "review";
  return "invalid";
};

/** Why `requested` may not replace `current`, or null when it may. */
export const payoutProblem = (current: PayoutAccount, requested: PayoutAccount, reviewer: boolean): PayoutProblem | null => {
  const transition = transitionOf(current.status, requested.status);
  if (transition === "invalid") return { message: INVALID_PAYOUT_STATUS_CHANGE, status: 400 };
  if (transition === "review" && !reviewer) return { message: PROVIDER_REVIEWS_PAYOUT, status: 403 };
  if (current.status !== "NEW" && !sameValue(current.account, requested.account)) {
    return { message: PAYOUT_EDITABLE_ONLY_WHILE_NEW, status: 409 };
  }
  if (requested.status !== "NEW" && requested.account === null) return { message: BANK_ACCOUNT_REQUIRED, status: 400 };
  if (requested.enable && requested.status !== "APPROVED") return { message: PAYOUT_NOT_APPROVED, status: 400 };
  return null;
};
