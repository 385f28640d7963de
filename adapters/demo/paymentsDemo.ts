// The Payments page in the demo (issue 18): the demo business's restaurants' payout accounts, one
// in each status: Kopi Kita Bangsar approved with payouts on, Kopi Kita KLCC submitted and waiting
// for the provider (Pending), the third restaurant's account filled in but not submitted (New).
// Written through the application functions the owner's page and the provider's review call.
// Transactions and settlements need no seeding: the demo's till bills (loyaltyDemo.ts) and
// delivery orders (orderDemo.ts) are the payments the Payments page lists.
import { changePayoutAccount } from "../../domain/business/application/changePayoutAccount";
import type { BankAccount, PayoutAccount } from "../../domain/business/payoutAccount";
import { reviewPayoutAccount } from "../../domain/payments/application/payoutApprovals";
import type { AreaSeeder } from "./seedDemoData";

const ACCOUNTS: ReadonlyArray<BankAccount> = [
  { bankCode: "MAYBANK", accountName: "Kopi Kita Sdn Bhd", accountNo: "514012345678", accountType: "CURRENT_ACCOUNT" },
  { bankCode: "CIMB", accountName: "Kopi Kita KLCC Sdn Bhd", accountNo: "8001234567", accountType: "CURRENT_ACCOUNT" },
  { bankCode: "PUBLIC_BANK", accountName: "Kopi Kita Sdn Bhd", accountNo: "3123456789", accountType: "SAVING_ACCOUNT" },
];

export const paymentsDemo: AreaSeeder = {
  area: "payments",
  seed: async ({ engine, options }, facts) => {
    const save = (restaurantId: string, payoutAccount: PayoutAccount, reviewer = false) =>
      changePayoutAccount(engine, { restaurantId, payoutAccount, reviewer, rev: undefined }, options);
    const [bangsar, klcc, third] = facts.restaurantIds;
    const steps: ReadonlyArray<readonly [string | undefined, BankAccount | undefined, "NEW" | "PENDING" | "APPROVED"]> = [
      [bangsar, ACCOUNTS[0], "APPROVED"], [klcc, ACCOUNTS[1], "PENDING"], [third, ACCOUNTS[2], "NEW"],
    ];
    for (const [restaurantId, account, status] of steps) {
      if (restaurantId === undefined || account === undefined) continue;
      await save(restaurantId, { enable: false, status: "NEW", account });
      if (status === "NEW") continue;
      await save(restaurantId, { enable: false, status: "PENDING", account });
      if (status === "PENDING") continue;
      await reviewPayoutAccount(engine, { restaurantId, status: "APPROVED", rev: undefined }, options);
      await save(restaurantId, { enable: true, status: "APPROVED", account });
    }
  },
};
