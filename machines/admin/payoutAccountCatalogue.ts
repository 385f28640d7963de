// The payout account review machine as the Machine Lab and the model-based test see it: an
// account to open in each status, a mock review answering like a healthy server, and answers
// reaching every status (and a refusal). Sample data only.
import { fromPromise } from "xstate";
import type { PayoutAccountRow } from "../../domain/payments/paymentView";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type PayoutReviewInput, payoutAccountStatusMachine } from "./payoutAccountStatus.machine";

const account = (status: PayoutAccountRow["status"]): PayoutAccountRow => ({
  restaurantId: "64b7f0c2a1d3e4f5a6b7c8f1", restaurantName: "Kopi Kita KLCC", businessId: "64b7f0c2a1d3e4f5a6b7c8f0", businessName: "Kopi Kita",
  status, enable: false, _rev: 4,
  account: { bankCode: "MAYBANK", accountName: "Kopi Kita Sdn Bhd", accountNo: "512345678901", accountType: "CURRENT_ACCOUNT" },
});

export const payoutAccountStatusEntry = catalogueEntry({
  id: "admin.payoutAccountStatus",
  title: "Payout account review",
  description: "The owner submits a payout account (new → pending); the provider approves it (pending → approved) or reopens it for correction (→ new).",
  machine: payoutAccountStatusMachine,
  sampleInput: undefined,
  mockActors: {
    review: fromPromise<PayoutAccountRow, PayoutReviewInput>(async ({ input }) => ({ ...input.account, status: input.status, enable: false })),
  },
  sampleEvents: [
    { type: "payout.open", account: account("NEW") },
    { type: "payout.open", account: account("PENDING") },
    { type: "payout.open", account: account("APPROVED") },
    actorDone("review", account("APPROVED")),
    actorDone("review", account("NEW")),
    actorDone("review", account("PENDING")),
    actorFailed("review", "Invalid payout account status change"),
  ],
});
