// Owns: a member-store purchase's status as a statechart (spec 2 §3 Store transaction: status
// 'Reverted' if reverted, otherwise 'Completed') over the pure rule the member stream decides
// with (domain/loyalty/store/storePurchase.ts revertRefusal): completed → reverted, once, and
// only while the member's balance still holds everything the purchase granted; otherwise the
// purchase stays completed and the refusal ('Credit already spent') is kept for the view.
// The balance arrives as events (`credit.change`), the instant with the revert (`now`), so the
// machine reads no clock.
import { assign, setup } from "xstate";
import { Temporal } from "temporal-polyfill";
import type { CreditBalance, CreditDelta } from "../../domain/loyalty/member/creditLedger";
import { revertRefusal } from "../../domain/loyalty/store/storePurchase";

export interface StorePurchaseInput {
  /** What the purchase granted (ledger units, its free lots by id). */
  readonly granted: CreditDelta;
  /** The member's balance now. */
  readonly balance: CreditBalance;
}

export interface StorePurchaseContext extends StorePurchaseInput {
  readonly refusal: string | null;
}

export type StorePurchaseEvent =
  | { readonly type: "credit.change"; readonly balance: CreditBalance }
  | { readonly type: "purchase.revert"; readonly now: string };

const refusalOf = (context: StorePurchaseContext, now: string): string | null =>
  revertRefusal({ status: "completed", credit: context.granted }, context.balance, Temporal.Instant.from(now));

export const storePurchaseMachine = setup({
  types: {
    context: {} as StorePurchaseContext,
    events: {} as StorePurchaseEvent,
    input: {} as StorePurchaseInput,
  },
  actions: {
    takeBalance: assign(({ event }) => (event.type === "credit.change" ? { balance: event.balance, refusal: null } : {})),
    clearRefusal: assign({ refusal: null }),
    noteRefusal: assign(({ context, event }) => (event.type === "purchase.revert" ? { refusal: refusalOf(context, event.now) } : {})),
  },
  guards: {
    isCreditStillHeld: ({ context, event }) => event.type === "purchase.revert" && refusalOf(context, event.now) === null,
  },
}).createMachine({
  id: "storePurchase",
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: "completed",
  states: {
    completed: {
      on: {
        "credit.change": { actions: "takeBalance" },
        "purchase.revert": [{ guard: "isCreditStillHeld", target: "reverted", actions: "clearRefusal" }, { actions: "noteRefusal" }],
      },
    },
    reverted: { type: "final" },
  },
});
