import { describe, expect, it } from "vitest";
import {
  BANK_ACCOUNT_REQUIRED, INVALID_PAYOUT_STATUS_CHANGE, NEW_PAYOUT_ACCOUNT, PAYOUT_EDITABLE_ONLY_WHILE_NEW,
  PAYOUT_NOT_APPROVED, PROVIDER_REVIEWS_PAYOUT, type PayoutAccount, PayoutAccountInput, payoutProblem,
} from "./payoutAccount";
import { MALAYSIAN_BANKS } from "./malaysianBanks";
import { messagesOf } from "./schemaSpec";

const account = { bankCode: "MAYBANK", accountName: "Kopi Sdn Bhd", accountNo: "512345678901", accountType: "CURRENT_ACCOUNT" } as const;
const draft: PayoutAccount = { enable: false, status: "NEW", account };
const pending: PayoutAccount = { ...draft, status: "PENDING" };
const approved: PayoutAccount = { ...draft, status: "APPROVED" };

describe("payout account", () => {
  it("lets the owner edit while NEW and submit, NEW -> PENDING", () => {
    expect(payoutProblem(NEW_PAYOUT_ACCOUNT, draft, false)).toBeNull();
    expect(payoutProblem(draft, pending, false)).toBeNull();
    expect(payoutProblem(NEW_PAYOUT_ACCOUNT, { ...pending, account: null }, false)).toEqual({ message: BANK_ACCOUNT_REQUIRED, status: 400 });
  });

  it("lets only the provider approve or reopen", () => {
    expect(payoutProblem(pending, approved, false)).toEqual({ message: PROVIDER_REVIEWS_PAYOUT, status: 403 });
    expect(payoutProblem(pending, approved, true)).toBeNull();
    expect(payoutProblem(pending, draft, true)).toBeNull();
    expect(payoutProblem(approved, draft, true)).toBeNull();
    expect(payoutProblem(approved, draft, false)).toEqual({ message: PROVIDER_REVIEWS_PAYOUT, status: 403 });
  });

  it("refuses skipping PENDING and going backwards to PENDING", () => {
    expect(payoutProblem(draft, approved, true)).toEqual({ message: INVALID_PAYOUT_STATUS_CHANGE, status: 400 });
    expect(payoutProblem(approved, pending, true)).toEqual({ message: INVALID_PAYOUT_STATUS_CHANGE, status: 400 });
  });

  it("keeps the bank details read-only outside NEW", () => {
    const changed = { ...account, accountNo: "999999999" };
    expect(payoutProblem(pending, { ...pending, account: changed }, true)).toEqual({ message: PAYOUT_EDITABLE_ONLY_WHILE_NEW, status: 409 });
    expect(payoutProblem(approved, { ...draft, account: changed }, true)).toEqual({ message: PAYOUT_EDITABLE_ONLY_WHILE_NEW, status: 409 });
  });

  it("enables payouts only on an approved account", () => {
    expect(payoutProblem(approved, { ...approved, enable: true }, false)).toBeNull();
    expect(payoutProblem(draft, { ...draft, enable: true }, false)).toEqual({ message: PAYOUT_NOT_APPROVED, status: 400 });
    expect(payoutProblem({ ...approved, enable: true }, approved, false)).toBeNull();
  });

  it("decodes only listed banks, account types and digit account numbers", () => {
    expect(messagesOf(PayoutAccountInput, draft)).toEqual([]);
    expect(messagesOf(PayoutAccountInput, { ...draft, account: { ...account, bankCode: "NOPE", accountNo: "12-34", accountName: " " } }))
      .toEqual(["Invalid bank", "Account name is required", "Invalid account no"]);
  });

  it("lists Malaysian banks with unique codes, routing codes and swift codes", () => {
    for (const key of ["code", "routingCode", "swiftCode"] as const) {
      expect(new Set(MALAYSIAN_BANKS.map((bank) => bank[key])).size).toBe(MALAYSIAN_BANKS.length);
    }
    for (const bank of MALAYSIAN_BANKS) {
      expect(bank.swiftCode).toMatch(/^[A-Z]{4}MY[A-Z0-9]{2}$/);
      expect(bank.routingCode).toMatch(/^0[236]\d{2}$/);
    }
  });
});
