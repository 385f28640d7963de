import { describe, expect, it } from "vitest";
import { NEW_PAYOUT_ACCOUNT, type PayoutAccount } from "../../../../../domain/business/payoutAccount";
import { FORM_PROBLEM, accountNoAsTyped, checkPayout, payoutFormOf, requestedAccount } from "./payoutForm";

const maybank = { enable: false, bankCode: "MAYBANK", accountName: "Kopi Sdn Bhd", accountNo: "514012345678", accountType: "CURRENT_ACCOUNT" as const };
const pending: PayoutAccount = { ...requestedAccount(maybank, "PENDING") };

describe("the payout account form", () => {
  it("saves a NEW account with no bank details yet, but will not submit it", () => {
    const blank = payoutFormOf(NEW_PAYOUT_ACCOUNT);
    expect(checkPayout(NEW_PAYOUT_ACCOUNT, blank, "NEW", false)).toEqual({});
    expect(checkPayout(NEW_PAYOUT_ACCOUNT, blank, "PENDING", false)).toEqual({ [FORM_PROBLEM]: "Bank account is required" });
  });

  it("checks started bank details with the domain's messages", () => {
    expect(checkPayout(NEW_PAYOUT_ACCOUNT, { ...maybank, accountName: " ", accountNo: "12-34" }, "NEW", false)).toEqual({
      accountName: "Account name is required",
      accountNo: "Invalid account no",
    });
    expect(accountNoAsTyped("5140 1234 5678")).toBe("514012345678");
  });

  it("submits a complete NEW account for approval", () => {
    expect(checkPayout(NEW_PAYOUT_ACCOUNT, maybank, "PENDING", false)).toEqual({});
    expect(requestedAccount(maybank, "PENDING")).toEqual({
      enable: false,
      status: "PENDING",
      account: { bankCode: "MAYBANK", accountName: "Kopi Sdn Bhd", accountNo: "514012345678", accountType: "CURRENT_ACCOUNT" },
    });
  });

  it("lets only the provider approve, and keeps payouts off until approved", () => {
    expect(checkPayout(pending, payoutFormOf(pending), "APPROVED", false)).toEqual({ [FORM_PROBLEM]: "Only the provider can review a payout account" });
    expect(checkPayout(pending, payoutFormOf(pending), "APPROVED", true)).toEqual({});
    expect(checkPayout(pending, { ...payoutFormOf(pending), enable: true }, "PENDING", true)).toEqual({ [FORM_PROBLEM]: "Payout account is not approved" });
  });

  it("refuses bank changes once the account left NEW", () => {
    expect(checkPayout(pending, { ...payoutFormOf(pending), accountNo: "999999999" }, "PENDING", false)).toEqual({
      [FORM_PROBLEM]: "Payout account can only be updated while NEW",
    });
  });
});
