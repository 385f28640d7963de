// Owns: a payout account's review on the provider's Payments page (issue 18, spec 1 §3-§4
// "Payout account statuses: NEW, PENDING, APPROVED"), stepping through the pure rule of
// domain/business/payoutAccount.ts that the server decides with: the owner submits (NEW →
// PENDING, on the restaurant's own page); the provider approves a pending account
// (`payout.approve`, PENDING → APPROVED) or reopens one for the owner to correct
// (`payout.reopen`, PENDING or APPROVED → NEW). Both call the injected `review` actor, whose answer
// is the account as the server now holds it; the machine settles in its status. A refusal keeps
// the account where it was with the server's message in `error`. `payout.open` takes in the
// account shown and settles in its status; until then the machine is `opening`. Buttons are
// enabled by `snapshot.can(event)`.
import { assign, setup } from "xstate";
import { type PayoutAccount, payoutProblem } from "../../domain/business/payoutAccount";
import type { PayoutAccountRow } from "../../domain/payments/paymentView";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type PayoutReviewInput = { readonly account: PayoutAccountRow; readonly status: "APPROVED" | "NEW" };
export type PayoutAccountContext = {
  readonly account: PayoutAccountRow | null;
  readonly target: "APPROVED" | "NEW";
  readonly error: string | null;
};
export type PayoutAccountMachineEvent =
  | { readonly type: "payout.approve" }
  | { readonly type: "payout.reopen" }
  | { readonly type: "payout.open"; readonly account: PayoutAccountRow };

/** Whether the provider may move the account to `to` (the server's rule, as a reviewer). */
export const mayReview = (account: PayoutAccountRow | null, to: "APPROVED" | "NEW"): boolean => {
  if (account === null || account.status === to) return false;
  const current: PayoutAccount = { enable: account.enable, status: account.status, account: account.account };
  return payoutProblem(current, { ...current, status: to, enable: to === "NEW" ? false : current.enable }, true) === null;
};

const accountOf = (event: PayoutAccountMachineEvent | { readonly type: string; readonly output?: unknown }): PayoutAccountRow | null =>
  "account" in event ? event.account : "output" in event ? (event.output as PayoutAccountRow) : null;
const brings = (status: PayoutAccountRow["status"]) => ({ event }: { readonly event: PayoutAccountMachineEvent }) => accountOf(event)?.status === status;

const settle = (actions: ReadonlyArray<"takeIn" | "notifyChanged">) => [
  { guard: "bringsPending", target: "pending", actions },
  { guard: "bringsApproved", target: "approved", actions },
  { target: "new", actions },
] as const;

export const payoutAccountStatusMachine = setup({
  types: {
    context: {} as PayoutAccountContext,
    events: {} as PayoutAccountMachineEvent,
  },
  actors: {
    review: unprovidedActor<PayoutAccountRow, PayoutReviewInput>("review"),
  },
  guards: {
    bringsPending: brings("PENDING"),
    bringsApproved: brings("APPROVED"),
    wasApproved: ({ context }) => context.account?.status === "APPROVED",
    canApprove: ({ context }) => mayReview(context.account, "APPROVED"),
    canReopen: ({ context }) => mayReview(context.account, "NEW"),
  },
  actions: {
    reportRefusal: assign(({ event }) => ({ error: "error" in event ? messageOf(event.error) : null })),
    takeIn: assign(({ context, event }) => ({ account: accountOf(event) ?? context.account })),
    /** The account changed on the server: the view reloads its list. */
    notifyChanged: () => undefined,
  },
}).createMachine({
  id: "payoutAccountStatus",
  context: { account: null, target: "APPROVED", error: null },
  initial: "opening",
  states: {
    opening: { on: { "payout.open": settle(["takeIn"]) } },
    new: { on: { "payout.open": settle(["takeIn"]) } },
    pending: {
      on: {
        "payout.open": settle(["takeIn"]),
        "payout.approve": { guard: "canApprove", target: "reviewing", actions: assign({ target: "APPROVED", error: null }) },
        "payout.reopen": { guard: "canReopen", target: "reviewing", actions: assign({ target: "NEW", error: null }) },
      },
    },
    approved: {
      on: {
        "payout.open": settle(["takeIn"]),
        "payout.reopen": { guard: "canReopen", target: "reviewing", actions: assign({ target: "NEW", error: null }) },
      },
    },
    reviewing: {
      invoke: {
        id: "review",
        src: "review",
        input: ({ context }) => ({ account: context.account!, status: context.target }),
        onDone: settle(["takeIn", "notifyChanged"]),
        // Only a pending or an approved account is ever reviewed.
        onError: [
          { guard: "wasApproved", target: "approved", actions: "reportRefusal" },
          { target: "pending", actions: "reportRefusal" },
        ],
      },
    },
  },
});
