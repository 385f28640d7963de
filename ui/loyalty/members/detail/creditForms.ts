// Owns: the send-credit and deduct-credit forms as typed (spec 2 §2 Members, §5): their values,
// read into the port's request or the first problem with the spec's message:
//   send: 'Free credit is required' (nothing to send, or free credit of 0 or less),
//         'Max credit is 1000000', 'Min validity is 1';
//   deduct: 'Min deduct credit must more than 0'.
// Decisions where the spec is silent: amounts are typed at the programme's credit precision
// (2 decimals when credit is one-to-one, else whole: domain/loyalty/creditMultiplier.ts), more
// decimals being 'Invalid credit amount' as the server says; free credit is optional on a send
// that has normal credit, and lasts 30 days unless told otherwise.
import { MIN_VALIDITY } from "../../../../domain/loyalty/member/creditExpiry";
import { FREE_CREDIT_REQUIRED, MIN_DEDUCT, maxCreditMessage } from "../../../../domain/loyalty/member/memberCredit";
import { INVALID_CREDIT_AMOUNT } from "../../../../domain/loyalty/member/creditUnits";
import { MAX_CREDIT } from "../../../../domain/loyalty/member/memberInput";
import type { CreditDeduction, CreditSend, ExpiryUnit } from "../../../ports/loyaltyMembersPort";

export interface SendCreditForm {
  readonly amount: string;
  readonly freeAmount: string;
  readonly validity: string;
  readonly unit: ExpiryUnit;
  readonly remark: string;
}

export interface DeductCreditForm {
  readonly amount: string;
  readonly remark: string;
}

export const EMPTY_SEND: SendCreditForm = { amount: "", freeAmount: "", validity: "30", unit: "day", remark: "" };
export const EMPTY_DEDUCT: DeductCreditForm = { amount: "", remark: "" };

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly field: string; readonly message: string };
const problem = (field: string, message: string) => ({ ok: false, field, message }) as const;

/** A typed amount: 0 when empty, null when not a number with at most `precision` decimals. */
const amountOf = (text: string, precision: number): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const pattern = precision === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${precision}})?$`);
  return pattern.test(trimmed) ? Number(trimmed) : null;
};

export const readSendCredit = (form: SendCreditForm, precision: number): Read<CreditSend> => {
  const amount = amountOf(form.amount, precision);
  if (amount === null) return problem("amount", INVALID_CREDIT_AMOUNT);
  if (amount > MAX_CREDIT) return problem("amount", maxCreditMessage(MAX_CREDIT));
  const free = amountOf(form.freeAmount, precision);
  if (free === null) return problem("freeAmount", INVALID_CREDIT_AMOUNT);
  if (free > MAX_CREDIT) return problem("freeAmount", maxCreditMessage(MAX_CREDIT));
  if (amount === 0 && free === 0) return problem("freeAmount", FREE_CREDIT_REQUIRED);
  if (free === 0) return { ok: true, value: { amount, freeCredit: null, remark: form.remark.trim() } };
  const validity = Number(form.validity.trim());
  if (form.validity.trim() === "" || !Number.isInteger(validity) || validity < 1) return problem("validity", MIN_VALIDITY);
  return { ok: true, value: { amount, freeCredit: { amount: free, validity, unit: form.unit }, remark: form.remark.trim() } };
};

export const readDeductCredit = (form: DeductCreditForm, precision: number): Read<CreditDeduction> => {
  const amount = amountOf(form.amount, precision);
  if (amount === null) return problem("amount", INVALID_CREDIT_AMOUNT);
  if (amount <= 0) return problem("amount", MIN_DEDUCT);
  return { ok: true, value: { amount, remark: form.remark.trim() } };
};

/** The credit a send gives, normal and free together, for its notice. */
export const sentTotal = (send: CreditSend): number => Math.round((send.amount + (send.freeCredit?.amount ?? 0)) * 100) / 100;
