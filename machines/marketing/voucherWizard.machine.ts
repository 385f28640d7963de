// Owns: the voucher wizard's flow (spec 3 §2 "Voucher wizard dialog", §4 wizard, usage type and
// update question): steps Basic → configure → Configuration (basic, configure, advance); Next
// moves on only when the step and every step before it validate (voucherDraft.ts, the server's
// Schemas), Save on the last step; a header click (`wizard.goto`) reaches a step when every step before it validates; Back
// on the first step closes. Switching the effect type resets the effect but keeps targeted item
// ids; the usage type is locked while editing ('Cannot change voucher usage type', a red toast
// through `notifyUsageLocked`). Saving an edit first asks 'Update future only' / 'Update all'
// (the updateClaim flag). The injected `save` actor creates or updates.
// Decisions where the spec is silent:
// - One long-lived actor per voucher page: `wizard.open` carries the draft (new or of a stored
//   voucher) and what it edits; closing or saving returns to `idle` and forgets the draft.
// - A refused Next or header click shows the step's messages (`showErrors`); a successful move
//   hides them again until the next refusal. A failed save returns to the Configuration step
//   with the server's message in the dialog's error banner (`problem`) and a red toast.
// - Choosing multiple use starts from maxUse 2 and cooldown 0 (spec 3 §4 new multiple use).
import { and, assign, setup } from "xstate";
import type { VoucherInput } from "../../domain/marketing/voucherInput";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";
import { backTo, headerClicks, nextTo, stepGuards, validThrough } from "../shared/wizardSteps";
import { NEW_MULTIPLE_USE, type VoucherDraft, WIZARD_STEPS, type WizardStep, canReachStep, stepIsValid, voucherInputOf } from "./voucherDraft";
import { type EffectKind, switchEffectKind } from "./voucherEffectKind";

export const USAGE_LOCKED = "Cannot change voucher usage type";

export interface EditedVoucher {
  readonly id: string;
  readonly rev: number;
}

export interface SaveVoucherInput {
  readonly input: VoucherInput;
  readonly editing: EditedVoucher | null;
  readonly updateClaim: boolean;
}

export interface SavedVoucher {
  readonly id: string;
  readonly name: string;
}

export interface VoucherWizardContext {
  readonly draft: VoucherDraft | null;
  readonly editing: EditedVoucher | null;
  readonly showErrors: boolean;
  readonly updateClaim: boolean;
  readonly problem: string | null;
}

export type VoucherWizardEvent =
  | { readonly type: "wizard.open"; readonly draft: VoucherDraft; readonly editing: EditedVoucher | null }
  | { readonly type: "wizard.next" }
  | { readonly type: "wizard.back" }
  | { readonly type: "wizard.goto"; readonly step: WizardStep }
  | { readonly type: "wizard.close" }
  | { readonly type: "draft.change"; readonly patch: Partial<VoucherDraft> }
  | { readonly type: "effect.choose"; readonly kind: EffectKind }
  | { readonly type: "usage.choose"; readonly usage: VoucherDraft["usage"] }
  | { readonly type: "update.futureOnly" }
  | { readonly type: "update.all" }
  | { readonly type: "update.cancel" };

const CLOSED: VoucherWizardContext = { draft: null, editing: null, showErrors: false, updateClaim: false, problem: null };

const draftIn = (context: VoucherWizardContext): VoucherDraft => {
  if (context.draft === null) throw new Error("the voucher wizard has no draft while closed");
  return context.draft;
};

const edit = (context: VoucherWizardContext, change: (draft: VoucherDraft) => VoucherDraft): Partial<VoucherWizardContext> => ({
  draft: change(draftIn(context)),
  problem: null,
});

export const voucherWizardMachine = setup({
  types: {
    context: {} as VoucherWizardContext,
    events: {} as VoucherWizardEvent,
  },
  actors: {
    save: unprovidedActor<SavedVoucher, SaveVoucherInput>("save"),
  },
  guards: {
    ...stepGuards<VoucherWizardContext, WizardStep>({
      canReach: (context, step) => canReachStep(draftIn(context), step),
      isValid: (context, step) => stepIsValid(draftIn(context), step),
    }),
    isEditing: ({ context }) => context.editing !== null,
    changesLockedUsage: ({ context, event }) =>
      event.type === "usage.choose" && context.editing !== null && event.usage !== draftIn(context).usage,
  },
  actions: {
    showErrors: assign({ showErrors: true }),
    hideErrors: assign({ showErrors: false }),
    notifySaved: (_, _params: SavedVoucher & { readonly created: boolean }) => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
    notifyUsageLocked: (_, _params: { readonly message: string }) => undefined,
  },
}).createMachine({
  id: "voucherWizard",
  context: CLOSED,
  initial: "idle",
  states: {
    idle: {
      on: {
        "wizard.open": {
          target: "open",
          actions: assign(({ event }) => ({ ...CLOSED, draft: event.draft, editing: event.editing })),
        },
      },
    },
    open: {
      initial: "basic",
      on: {
        "wizard.close": { target: "idle", actions: assign(CLOSED) },
        "draft.change": { actions: assign(({ context, event }) => edit(context, (draft) => ({ ...draft, ...event.patch }))) },
        "effect.choose": {
          actions: assign(({ context, event }) => edit(context, (draft) => ({ ...draft, effect: switchEffectKind(draft.effect, event.kind) }))),
        },
        "usage.choose": [
          { guard: "changesLockedUsage", actions: { type: "notifyUsageLocked", params: { message: USAGE_LOCKED } } },
          {
            actions: assign(({ context, event }) =>
              edit(context, (draft) =>
                draft.usage === event.usage ? draft : { ...draft, usage: event.usage, maxUse: NEW_MULTIPLE_USE.maxUse, cooldown: NEW_MULTIPLE_USE.cooldown },
              ),
            ),
          },
        ],
        "wizard.goto": headerClicks(WIZARD_STEPS),
      },
      states: {
        basic: {
          on: {
            "wizard.next": nextTo("basic", "configure"),
            "wizard.back": { target: "#voucherWizard.idle", actions: assign(CLOSED) },
          },
        },
        configure: {
          on: {
            "wizard.next": nextTo("configure", "advance"),
            "wizard.back": backTo("basic"),
          },
        },
        advance: {
          on: {
            "wizard.next": [
              { guard: and(["isEditing", validThrough("advance")]), target: "#voucherWizard.askingScope", actions: "hideErrors" },
              { guard: validThrough("advance"), target: "#voucherWizard.saving", actions: "hideErrors" },
              { actions: "showErrors" },
            ],
            "wizard.back": backTo("configure"),
          },
        },
      },
    },
    askingScope: {
      on: {
        "update.futureOnly": { target: "saving", actions: assign({ updateClaim: false }) },
        "update.all": { target: "saving", actions: assign({ updateClaim: true }) },
        "update.cancel": { target: "open.advance" },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ input: voucherInputOf(draftIn(context)), editing: context.editing, updateClaim: context.updateClaim }),
        onDone: {
          target: "idle",
          actions: [
            { type: "notifySaved", params: ({ context, event }) => ({ ...event.output, created: context.editing === null }) },
            assign(CLOSED),
          ],
        },
        onError: {
          target: "open.advance",
          actions: [
            assign(({ event }) => ({ problem: messageOf(event.error) })),
            { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
  },
});
