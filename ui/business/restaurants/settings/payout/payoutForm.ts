// Owns: the payout account form (spec 1 §3-§4): the Malaysian bank, account type
// (CURRENT_ACCOUNT or SAVING_ACCOUNT), account name and number, and the switch that turns payouts
// on; and what each of its buttons asks for: keep the status, submit for approval (NEW ->
// PENDING), approve (PENDING -> APPROVED) or reopen (back to NEW). The rules are the domain's:
// the PayoutAccountInput Schema for the fields and payoutProblem for the status change, so the
// page refuses what the server would, with the same message.
// Decisions where the spec is silent: bank details left blank while NEW are saved as no account
// yet; the account number is typed without spaces (spaces are dropped as the user types).
import { type PayoutAccount, PayoutAccountInput, type PayoutStatus, payoutProblem } from "../../../../../domain/business/payoutAccount";
import { type FieldErrors, fieldErrorsOf } from "../../../../kit/forms/schemaErrors";

export type AccountType = "CURRENT_ACCOUNT" | "SAVING_ACCOUNT";

export interface PayoutFormValues {
  readonly enable: boolean;
  readonly bankCode: string;
  readonly accountName: string;
  readonly accountNo: string;
  readonly accountType: AccountType;
}

/** The key a status change's refusal is shown under: the form as a whole. */
export const FORM_PROBLEM = "form";

export const ACCOUNT_TYPE_OPTIONS: ReadonlyArray<{ readonly label: string; readonly value: AccountType }> = [
  { label: "Current account", value: "CURRENT_ACCOUNT" },
  { label: "Savings account", value: "SAVING_ACCOUNT" },
];

export const payoutFormOf = ({ enable, account }: PayoutAccount): PayoutFormValues => ({
  enable,
  bankCode: account?.bankCode ?? "",
  accountName: account?.accountName ?? "",
  accountNo: account?.accountNo ?? "",
  accountType: account?.accountType ?? "CURRENT_ACCOUNT",
});

export const accountNoAsTyped = (text: string): string => text.replace(/\s+/g, "");

const isBlank = (values: PayoutFormValues): boolean =>
  [values.bankCode, values.accountName, values.accountNo].every((text) => text.trim() === "");

/** The whole payout account a button asks for: the form's details with that status. */
export const requestedAccount = (values: PayoutFormValues, status: PayoutStatus): PayoutAccount => ({
  enable: values.enable,
  status,
  account: isBlank(values)
    ? null
    : { bankCode: values.bankCode, accountName: values.accountName.trim(), accountNo: values.accountNo, accountType: values.accountType },
});

/** The field messages, then why the status change is refused (under FORM_PROBLEM). */
export const checkPayout = (current: PayoutAccount, values: PayoutFormValues, status: PayoutStatus, reviewer: boolean): FieldErrors => {
  const requested = requestedAccount(values, status);
  const fields = fieldErrorsOf(PayoutAccountInput, requested);
  const keyed = Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^account\./, ""), message]));
  const problem = payoutProblem(current, requested, reviewer);
  return problem === null ? keyed : { ...keyed, [FORM_PROBLEM]: problem.message };
};
