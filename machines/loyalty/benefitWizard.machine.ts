// Owns: the benefit wizard's flow (spec 2 §2 Benefit wizard, §4 wizards, benefit type, unlock):
// steps Basic → Configure (basic benefits only) → Configuration; Next moves on only when the
// step and every step before it validate (benefitDraft.ts, the server's Schema and rules), Save
// on the last step; a header click (`wizard.goto`) reaches a step the draft walks through when
// every step before it validates; Back on the first step closes. Choosing the unlock (Tier or
// Level) resets min and max; the type is locked while editing ('Benefit type cannot be changed',
// a red toast through `notifyTypeLocked`). The injected `save` actor writes the whole benefit
// list at the version it was read at.
// Decisions where the spec is silent:
// - One long-lived actor per benefits page: `wizard.open` carries the draft, the id it edits
//   (null for a new benefit) and the programme's tier count; closing or saving returns to
//   `idle` and forgets the draft.
// - A refused Next or header click shows the step's messages (`showErrors`); a move hides them.
// - Leaving the Configuration step drops an unfinished trigger edit: the scheduler editor opens
//   again on the last valid trigger, so its problem goes with it.
// - A failed save returns to Configuration with the server's message in the red banner
//   (`problem`) and a red toast; a 409 (the list moved since it was read) also reloads the
//   programme (`reloadProgramme`), so Save again writes over the fresh version.
import { and, assign, setup } from "xstate";
import { BENEFIT_TYPE_FIXED, type BenefitInput, type Trigger } from "../../domain/loyalty/programme/benefits";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";
import { CONFLICT_STATUS } from "../business/documentEditor.machine";
import { backTo, headerClicks, nextTo, stepGuards, validThrough } from "../shared/wizardSteps";
import {
  BENEFIT_STEPS,
  type BenefitDraft,
  type BenefitStep,
  type BenefitType,
  type DraftLimits,
  type Unlock,
  benefitInputOf,
  benefitStepIsValid,
  canReachBenefitStep,
  withType,
  withUnlock,
} from "./benefitDraft";

export interface SaveBenefitInput {
  readonly benefit: BenefitInput;
  readonly editing: string | null;
}

export interface SavedBenefit {
  readonly name: string;
}

export interface BenefitWizardContext {
  readonly draft: BenefitDraft | null;
  /** The id of the benefit being edited; null for a new one. */
  readonly editing: string | null;
  readonly limits: DraftLimits;
  readonly showErrors: boolean;
  readonly problem: string | null;
}

/** What the scheduler editor hands up: the trigger, or its problem. */
export type TriggerEdit = { readonly ok: true; readonly trigger: Trigger } | { readonly ok: false; readonly problem: string };

export type BenefitWizardEvent =
  | { readonly type: "wizard.open"; readonly draft: BenefitDraft; readonly editing: string | null; readonly limits: DraftLimits }
  | { readonly type: "wizard.next" }
  | { readonly type: "wizard.back" }
  | { readonly type: "wizard.goto"; readonly step: BenefitStep }
  | { readonly type: "wizard.close" }
  | { readonly type: "draft.change"; readonly patch: Partial<Omit<BenefitDraft, "type" | "unlock" | "trigger" | "triggerProblem">> }
  | { readonly type: "type.choose"; readonly benefitType: BenefitType }
  | { readonly type: "unlock.choose"; readonly unlock: Unlock }
  | { readonly type: "trigger.change"; readonly edit: TriggerEdit };

const CLOSED: BenefitWizardContext = { draft: null, editing: null, limits: { tierCount: 1 }, showErrors: false, problem: null };

const draftIn = (context: BenefitWizardContext): BenefitDraft => {
  if (context.draft === null) throw new Error("the benefit wizard has no draft while closed");
  return context.draft;
};

const edit = (context: BenefitWizardContext, change: (draft: BenefitDraft) => BenefitDraft): Partial<BenefitWizardContext> => ({
  draft: change(draftIn(context)),
  problem: null,
});

export const benefitWizardMachine = setup({
  types: {
    context: {} as BenefitWizardContext,
    events: {} as BenefitWizardEvent,
  },
  actors: {
    save: unprovidedActor<SavedBenefit, SaveBenefitInput>("save"),
  },
  guards: {
    ...stepGuards<BenefitWizardContext, BenefitStep>({
      canReach: (context, step) => canReachBenefitStep(draftIn(context), context.limits, step),
      isValid: (context, step) => benefitStepIsValid(draftIn(context), context.limits, step),
    }),
    isBasic: ({ context }) => draftIn(context).type === "basic",
    changesLockedType: ({ context, event }) =>
      event.type === "type.choose" && context.editing !== null && event.benefitType !== draftIn(context).type,
    isStale: ({ event }) =>
      "error" in event && typeof event.error === "object" && event.error !== null && "status" in event.error && event.error.status === CONFLICT_STATUS,
  },
  actions: {
    showErrors: assign({ showErrors: true }),
    hideErrors: assign({ showErrors: false }),
    dropUnfinishedTrigger: assign(({ context }) => (context.draft === null ? {} : { draft: { ...context.draft, triggerProblem: null } })),
    notifySaved: (_, _params: SavedBenefit & { readonly created: boolean }) => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
    notifyTypeLocked: (_, _params: { readonly message: string }) => undefined,
    reloadProgramme: () => undefined,
  },
}).createMachine({
  id: "benefitWizard",
  context: CLOSED,
  initial: "idle",
  states: {
    idle: {
      on: {
        "wizard.open": {
          target: "open",
          actions: assign(({ event }) => ({ ...CLOSED, draft: event.draft, editing: event.editing, limits: event.limits })),
        },
      },
    },
    open: {
      initial: "basic",
      on: {
        "wizard.close": { target: "idle", actions: assign(CLOSED) },
        "draft.change": { actions: assign(({ context, event }) => edit(context, (draft) => ({ ...draft, ...event.patch }))) },
        "type.choose": [
          { guard: "changesLockedType", actions: { type: "notifyTypeLocked", params: { message: BENEFIT_TYPE_FIXED } } },
          { actions: assign(({ context, event }) => edit(context, (draft) => withType(draft, event.benefitType))) },
        ],
        "unlock.choose": { actions: assign(({ context, event }) => edit(context, (draft) => withUnlock(draft, event.unlock))) },
        "trigger.change": {
          actions: assign(({ context, event }) =>
            edit(context, (draft) =>
              event.edit.ok ? { ...draft, trigger: event.edit.trigger, triggerProblem: null } : { ...draft, triggerProblem: event.edit.problem },
            ),
          ),
        },
        "wizard.goto": headerClicks(BENEFIT_STEPS),
      },
      states: {
        basic: {
          on: {
            "wizard.next": [
              { guard: and(["isBasic", validThrough("basic")]), target: "configure", actions: "hideErrors" },
              { guard: validThrough("basic"), target: "configuration", actions: "hideErrors" },
              { actions: "showErrors" },
            ],
            "wizard.back": { target: "#benefitWizard.idle", actions: assign(CLOSED) },
          },
        },
        configure: {
          on: {
            "wizard.next": nextTo("configure", "configuration"),
            "wizard.back": backTo("basic"),
          },
        },
        configuration: {
          exit: "dropUnfinishedTrigger",
          on: {
            "wizard.next": nextTo("configuration", "#benefitWizard.saving"),
            "wizard.back": [{ guard: "isBasic", ...backTo("configure") }, backTo("basic")],
          },
        },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ benefit: benefitInputOf(draftIn(context), context.editing), editing: context.editing }),
        onDone: {
          target: "idle",
          actions: [
            { type: "notifySaved", params: ({ context, event }) => ({ ...event.output, created: context.editing === null }) },
            assign(CLOSED),
          ],
        },
        onError: [
          {
            guard: "isStale",
            target: "open.configuration",
            actions: [
              assign(({ event }) => ({ problem: messageOf(event.error) })),
              { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
              "reloadProgramme",
            ],
          },
          {
            target: "open.configuration",
            actions: [
              assign(({ event }) => ({ problem: messageOf(event.error) })),
              { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
  },
});
