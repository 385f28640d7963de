// Owns: the use of one voucher claim as a machine (spec 3 §4 claim use; ARCHITECTURE §2.3), two
// parallel regions:
// - use: available → `redeem.start` opens the 10-minute redeem window (REDEEM_WINDOW_MS; it
//   lapses back to available, or `redeem.cancel`) → `redeem.applied` counts a use (history + 1)
//   → usedUp when use >= max use, else coolingDown for the cooldown minutes (none: available);
//   `use.restored` (a refunded bill) gives a use back; `terms.changed` (an update of all claimed
//   vouchers) re-evaluates with the new max use and cooldown.
// - transfer: open from `transfer.open` until transferExpiredAt, then closed.
// The rules are domain/marketing/claimUse.ts; the machine reads no clock (delays are XState's).
// Decision: a claim starts available with the input's use count below its max use.
import { Temporal } from "temporal-polyfill";
import { assign, setup } from "xstate";
import { REDEEM_WINDOW_MS } from "../../domain/marketing/claimUse";

export interface ClaimUseContext {
  readonly maxUse: number;
  readonly cooldownMinutes: number;
  readonly use: number;
  readonly appliedAt: string | null;
  readonly transferExpiredAt: string | null;
  /** The instant the machine was started at (ISO), against which the transfer window is timed. */
  readonly now: string;
}

export type ClaimUseEvent =
  | { readonly type: "redeem.start" }
  | { readonly type: "redeem.cancel" }
  | { readonly type: "redeem.applied"; readonly at: string }
  | { readonly type: "use.restored" }
  | { readonly type: "terms.changed"; readonly maxUse: number; readonly cooldownMinutes: number }
  | { readonly type: "transfer.open"; readonly until: string };

const msBetween = (from: string, to: string | null): number =>
  to === null ? 0 : Math.max(0, Temporal.Instant.from(to).epochMilliseconds - Temporal.Instant.from(from).epochMilliseconds);

type Args = { readonly context: ClaimUseContext; readonly event: ClaimUseEvent };
const maxAfter = ({ context, event }: Args): number => (event.type === "terms.changed" ? event.maxUse : context.maxUse);
const useAfter = ({ context, event }: Args): number =>
  context.use + (event.type === "redeem.applied" ? 1 : event.type === "use.restored" ? -1 : 0);

const termsChange = {
  "terms.changed": [
    { guard: "willBeUsedUp", target: "usedUp", actions: "setTerms" },
    { target: "available", actions: "setTerms" },
  ],
} as const;

export const claimUseMachine = setup({
  types: {
    context: {} as ClaimUseContext,
    events: {} as ClaimUseEvent,
    input: {} as ClaimUseContext,
  },
  delays: {
    redeemWindow: REDEEM_WINDOW_MS,
    cooldown: ({ context }) => context.cooldownMinutes * 60_000,
    transferWindow: ({ context }) => msBetween(context.now, context.transferExpiredAt),
  },
  actions: {
    setTerms: assign(({ context, event }) =>
      event.type === "terms.changed" ? { maxUse: event.maxUse, cooldownMinutes: event.cooldownMinutes } : context),
    countUse: assign(({ context, event }) => (event.type === "redeem.applied" ? { use: context.use + 1, appliedAt: event.at } : context)),
    giveUseBack: assign({ use: ({ context }) => context.use - 1 }),
  },
  guards: {
    willBeUsedUp: (args) => useAfter(args) >= maxAfter(args),
    hasCooldown: ({ context }) => context.cooldownMinutes > 0,
  },
}).createMachine({
  id: "claimUse",
  context: ({ input }) => input,
  type: "parallel",
  states: {
    use: {
      initial: "available",
      states: {
        available: { on: { "redeem.start": "redeeming", ...termsChange } },
        redeeming: {
          after: { redeemWindow: "available" },
          on: {
            "redeem.cancel": "available",
            "redeem.applied": [
              { guard: "willBeUsedUp", target: "usedUp", actions: "countUse" },
              { guard: "hasCooldown", target: "coolingDown", actions: "countUse" },
              { target: "available", actions: "countUse" },
            ],
          },
        },
        coolingDown: {
          after: { cooldown: "available" },
          on: { "use.restored": { target: "available", actions: "giveUseBack" } },
        },
        usedUp: {
          on: {
            "use.restored": [
              { guard: "willBeUsedUp", target: "usedUp", actions: "giveUseBack" },
              { target: "available", actions: "giveUseBack" },
            ],
            ...termsChange,
          },
        },
      },
    },
    transfer: {
      initial: "closed",
      states: {
        closed: { on: { "transfer.open": { target: "open", actions: assign({ transferExpiredAt: ({ event }) => event.until }) } } },
        open: { after: { transferWindow: "closed" } },
      },
    },
  },
});
