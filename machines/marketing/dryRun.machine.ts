// Owns: the discount dry run's flow (issue 7 item 8): the user builds a sample bill and runs the
// chosen promotions and vouchers on it through the injected `evaluate` actor (the engine's
// POST /marketing/evaluate); the answer (discounted lines, totals, or each one's failure reason)
// is shown until the next run; a refused run (a bill the server's Schema refuses) shows the
// server's message. Editing the bill after a run keeps the last answer on show until the next run.
// Decision where the spec is silent: a run while one is in flight is ignored (the button is
// enabled by `snapshot.can`).
import { assign, setup } from "xstate";
import type { BillBreakdown, EffectFailureReason, LineDiscount } from "../../domain/marketing/effects/applyEffect";
import type { Bill } from "../../domain/marketing/effects/bill";
import type { Money } from "../../domain/shared/money";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export interface DryRunRequest {
  readonly bill: Bill;
  readonly promotionIds: ReadonlyArray<string>;
  readonly voucherIds: ReadonlyArray<string>;
}

/** One promotion or voucher of a dry run: what it took off, or why it did not apply. */
export type DryRunStep =
  | { readonly kind: "promotion" | "voucher"; readonly id: string; readonly name: string; readonly applied: true; readonly discount: Money; readonly lines: ReadonlyArray<LineDiscount>; readonly billDiscount: Money }
  | { readonly kind: "promotion" | "voucher"; readonly id: string; readonly name: string; readonly applied: false; readonly reason: EffectFailureReason; readonly note?: string };

export interface DryRunResult {
  readonly steps: ReadonlyArray<DryRunStep>;
  readonly breakdown: BillBreakdown;
}

export interface DryRunContext {
  readonly request: DryRunRequest | null;
  readonly result: DryRunResult | null;
  readonly problem: string | null;
}

export type DryRunEvent = { readonly type: "dryRun.run"; readonly request: DryRunRequest };

export const dryRunMachine = setup({
  types: { context: {} as DryRunContext, events: {} as DryRunEvent },
  actors: { evaluate: unprovidedActor<DryRunResult, DryRunRequest>("evaluate") },
}).createMachine({
  id: "dryRun",
  context: { request: null, result: null, problem: null },
  initial: "editing",
  on: {
    "dryRun.run": { target: ".running", actions: assign(({ event }) => ({ request: event.request, problem: null })) },
  },
  states: {
    editing: {},
    running: {
      on: { "dryRun.run": {} },
      invoke: {
        id: "evaluate",
        src: "evaluate",
        input: ({ context }) => {
          if (context.request === null) throw new Error("a dry run needs a bill");
          return context.request;
        },
        onDone: { target: "shown", actions: assign(({ event }) => ({ result: event.output, problem: null })) },
        onError: { target: "failed", actions: assign(({ event }) => ({ result: null, problem: messageOf(event.error) })) },
      },
    },
    shown: {},
    failed: {},
  },
});
