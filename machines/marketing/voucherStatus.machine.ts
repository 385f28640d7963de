// Owns: the voucher status as a machine (spec 3 §4; ARCHITECTURE §2.3): one state per derived
// status (disabled, dynamic, incoming, ongoing, expired), chosen by the pure rule of
// domain/marketing/voucherStatus.ts in the business time zone, and re-chosen when the voucher
// changes (`voucher.changed`) or time passes (`clock.tick`, sent by the view's clock: the
// machine reads no clock itself, so it starts `unknown` until the view's first tick). The badge
// colour of each state is STATUS_COLOURS.
import { Temporal } from "temporal-polyfill";
import { assign, setup } from "xstate";
import { type StatusInput, type VoucherStatus, voucherStatus } from "../../domain/marketing/voucherStatus";

export interface VoucherStatusContext {
  readonly voucher: StatusInput;
  readonly timeZone: string;
  /** ISO instant of the latest tick. */
  readonly now: string;
}

export type VoucherStatusEvent =
  | { readonly type: "voucher.changed"; readonly voucher: StatusInput }
  | { readonly type: "clock.tick"; readonly now: string };

export const statusOf = (context: VoucherStatusContext): VoucherStatus =>
  voucherStatus(context.voucher, Temporal.Instant.from(context.now), context.timeZone);

/** The context an event leads to (guards judge the status it would give). */
const nextContext = (context: VoucherStatusContext, event: VoucherStatusEvent): VoucherStatusContext =>
  event.type === "voucher.changed" ? { ...context, voucher: event.voucher } : { ...context, now: event.now };

const becomes = (status: VoucherStatus) => ({ context, event }: { context: VoucherStatusContext; event: VoucherStatusEvent }) =>
  statusOf(nextContext(context, event)) === status;

const decide = (action: "setVoucher" | "setNow") => [
  { guard: "becomesDisabled", target: ".disabled", actions: action },
  { guard: "becomesDynamic", target: ".dynamic", actions: action },
  { guard: "becomesIncoming", target: ".incoming", actions: action },
  { guard: "becomesOngoing", target: ".ongoing", actions: action },
  { target: ".expired", actions: action },
] as const;

export const voucherStatusMachine = setup({
  types: {
    context: {} as VoucherStatusContext,
    events: {} as VoucherStatusEvent,
    input: {} as VoucherStatusContext,
  },
  actions: {
    setVoucher: assign({ voucher: ({ context, event }) => (event.type === "voucher.changed" ? event.voucher : context.voucher) }),
    setNow: assign({ now: ({ context, event }) => (event.type === "clock.tick" ? event.now : context.now) }),
  },
  guards: {
    becomesDisabled: becomes("disabled"),
    becomesDynamic: becomes("dynamic"),
    becomesIncoming: becomes("incoming"),
    becomesOngoing: becomes("ongoing"),
  },
}).createMachine({
  id: "voucherStatus",
  context: ({ input }) => input,
  initial: "tracking",
  states: {
    tracking: {
      initial: "unknown",
      on: { "voucher.changed": decide("setVoucher"), "clock.tick": decide("setNow") },
      states: {
        unknown: {},
        disabled: {},
        dynamic: {},
        incoming: {},
        ongoing: {},
        expired: {},
      },
    },
  },
});
