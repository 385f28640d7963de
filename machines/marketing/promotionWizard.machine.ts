// Owns: the promotion wizard's flow (spec 3 §2 "Promotion wizard": steps Basic, configure,
// Configuration = basic, configure, advance; Next, then Save): Next moves on only when the step
// and every step before it validate (promotionDraft.ts, the server's Schemas); a header click
// (`wizard.goto`) reaches a step when every step before it validates; Back on the first step
// closes; Save on the last step runs the injected `save` actor, which creates or updates.
// Choosing another kind of discount resets the effect, keeping targeted item ids.
// Decisions where the spec is silent (as for the voucher wizard, voucherWizard.machine.ts):
// - One long-lived actor per promotion page: `wizard.open` carries the draft and what it edits;
//   closing or saving returns to `idle` and forgets the draft.
// - A refused Next or header click shows the step's messages (`showErrors`) until the next
//   successful move. A failed save returns to the Configuration step with the server's message
//   in the dialog's error banner (`problem`) and a red toast (`notifyFailed`).
// - Promotions have no claims, so saving an edit asks no update question.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";
import { backTo, headerClicks, nextTo, stepGuards } from "../shared/wizardSteps";
import type { PromotionInput } from "../../domain/marketing/promotionInput";
import {
  type PromotionDraft,
  type PromotionKind,
  WIZARD_STEPS,
  type WizardStep,
  canReachPromotionStep,
  promotionInputOf,
  promotionStepIsValid,
  switchPromotionKind,
} from "./promotionDraft";

export interface EditedPromotion {
  readonly id: string;
  readonly rev: number;
}

export interface SavePromotionInput {
  readonly input: PromotionInput;
  readonly editing: EditedPromotion | null;
}

export interface SavedPromotion {
  readonly id: string;
  readonly name: string;
}

export interface PromotionWizardContext {
  readonly draft: PromotionDraft | null;
  readonly editing: EditedPromotion | null;
  readonly showErrors: boolean;
  readonly problem: string | null;
}

export type PromotionWizardEvent =
  | { readonly type: "wizard.open"; readonly draft: PromotionDraft; readonly editing: EditedPromotion | null }
  | { readonly type: "wizard.next" }
  | { readonly type: "wizard.back" }
  | { readonly type: "wizard.goto"; readonly step: WizardStep }
  | { readonly type: "wizard.close" }
  | { readonly type: "draft.change"; readonly patch: Partial<PromotionDraft> }
  | { readonly type: "kind.choose"; readonly kind: PromotionKind };

const CLOSED: PromotionWizardContext = { draft: null, editing: null, showErrors: false, problem: null };

const draftIn = (context: PromotionWizardContext): PromotionDraft => {
  if (context.draft === null) throw new Error("the promotion wizard has no draft while closed");
  return context.draft;
};

const edit = (context: PromotionWizardContext, change: (draft: PromotionDraft) => PromotionDraft): Partial<PromotionWizardContext> => ({
  draft: change(draftIn(context)),
  problem: null,
});

export const promotionWizardMachine = setup({
  types: {
    context: {} as PromotionWizardContext,
    events: {} as PromotionWizardEvent,
  },
  actors: {
    save: unprovidedActor<SavedPromotion, SavePromotionInput>("save"),
  },
  guards: {
    ...stepGuards<PromotionWizardContext, WizardStep>({
      canReach: (context, step) => canReachPromotionStep(draftIn(context), step),
      isValid: (context, step) => promotionStepIsValid(draftIn(context), step),
    }),
  },
  actions: {
    showErrors: assign({ showErrors: true }),
    hideErrors: assign({ showErrors: false }),
    notifySaved: (_, _params: SavedPromotion & { readonly created: boolean }) => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
}).createMachine({
  id: "promotionWizard",
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
        "kind.choose": {
          actions: assign(({ context, event }) => edit(context, (draft) => ({ ...draft, effect: switchPromotionKind(draft.effect, event.kind) }))),
        },
        "wizard.goto": headerClicks(WIZARD_STEPS),
      },
      states: {
        basic: {
          on: {
            "wizard.next": nextTo("basic", "configure"),
            "wizard.back": { target: "#promotionWizard.idle", actions: assign(CLOSED) },
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
            "wizard.next": nextTo("advance", "#promotionWizard.saving"),
            "wizard.back": backTo("configure"),
          },
        },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ input: promotionInputOf(draftIn(context)), editing: context.editing }),
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
