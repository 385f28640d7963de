// Owns: starting a loyalty programme (spec 2 §1 "A landing page offers a 'Get started' button
// to begin the programme. Before the programme is activated, the setup screen creates it and
// then goes to the overview"): landing -> setup form -> creating (the injected
// `createProgramme` actor, POST /membership) -> created (final; the view goes to the overview)
// or failed (retry, or back to the form).
// Decisions where the spec is silent:
// - The form holds the programme name, the base tier's name and the base experience to level
//   up, with the spec's defaults ('Membership', 'Basic', 300); both names are required after
//   trimming ('Name is required'); the experience is floored at 1 and whole (spec 2 §5).
// - A failed creation keeps the values and shows the server's message.
import { assign, setup } from "xstate";
import { NAME_REQUIRED } from "../../domain/auth/credentials";
import { DEFAULT_BASE_EXP_TO_LEVEL_UP } from "../../domain/loyalty/experienceCap";
import { DEFAULT_BASE_TIER_NAME } from "../../domain/loyalty/tierDecision";
import { unprovidedActor } from "../auth/authActors";
import { type FieldErrors, fieldErrorsOf, hasNoFieldErrors, messageOf } from "../auth/notice";

export const DEFAULT_PROGRAMME_NAME = "Membership";

export type SetupValues = { readonly name: string; readonly baseTierName: string; readonly baseExpToLevelUp: number };
export type ProgrammeSetupInput = { readonly businessId: string };
export type CreateProgrammeInput = SetupValues & { readonly businessId: string };
export type CreatedProgramme = { readonly id: string };

type SetupField = "name" | "baseTierName";

export type ProgrammeSetupContext = ProgrammeSetupInput & {
  readonly values: SetupValues;
  readonly fieldErrors: FieldErrors<SetupField>;
  readonly problem: string | null;
  readonly created: CreatedProgramme | null;
};

export type ProgrammeSetupEvent =
  | { readonly type: "setup.start" }
  | { readonly type: "setup.submit"; readonly values: SetupValues }
  | { readonly type: "setup.retry" }
  | { readonly type: "setup.edit" };

export const DEFAULT_SETUP_VALUES: SetupValues = {
  name: DEFAULT_PROGRAMME_NAME,
  baseTierName: DEFAULT_BASE_TIER_NAME,
  baseExpToLevelUp: DEFAULT_BASE_EXP_TO_LEVEL_UP,
};

const setupRules = (values: SetupValues) => ({
  name: values.name.trim() === "" ? NAME_REQUIRED : null,
  baseTierName: values.baseTierName.trim() === "" ? NAME_REQUIRED : null,
});

const normalised = (values: SetupValues): SetupValues => ({
  name: values.name.trim(),
  baseTierName: values.baseTierName.trim(),
  baseExpToLevelUp: Number.isFinite(values.baseExpToLevelUp) ? Math.max(1, Math.floor(values.baseExpToLevelUp)) : DEFAULT_BASE_EXP_TO_LEVEL_UP,
});

const submitted = (event: ProgrammeSetupEvent): SetupValues => (event.type === "setup.submit" ? event.values : DEFAULT_SETUP_VALUES);

export const programmeSetupMachine = setup({
  types: {
    context: {} as ProgrammeSetupContext,
    events: {} as ProgrammeSetupEvent,
    input: {} as ProgrammeSetupInput,
  },
  actors: {
    createProgramme: unprovidedActor<CreatedProgramme, CreateProgrammeInput>("createProgramme"),
  },
  guards: {
    areValuesValid: ({ event }) => hasNoFieldErrors(setupRules(submitted(event))),
  },
  actions: {
    notifyCreated: (_, _params: CreatedProgramme) => undefined,
  },
}).createMachine({
  id: "programmeSetup",
  context: ({ input }) => ({ ...input, values: DEFAULT_SETUP_VALUES, fieldErrors: {}, problem: null, created: null }),
  initial: "landing",
  states: {
    landing: {
      on: { "setup.start": "form" },
    },
    form: {
      on: {
        "setup.submit": [
          { guard: "areValuesValid", target: "creating", actions: assign({ values: ({ event }) => normalised(event.values), fieldErrors: {} }) },
          { actions: assign({ values: ({ event }) => event.values, fieldErrors: ({ event }) => fieldErrorsOf(setupRules(event.values)) }) },
        ],
      },
    },
    creating: {
      entry: assign({ problem: null }),
      invoke: {
        id: "createProgramme",
        src: "createProgramme",
        input: ({ context }) => ({ businessId: context.businessId, ...context.values }),
        onDone: {
          target: "created",
          actions: [assign({ created: ({ event }) => event.output }), { type: "notifyCreated", params: ({ event }) => event.output }],
        },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { "setup.retry": "creating", "setup.edit": { target: "form", actions: assign({ problem: null }) } },
    },
    created: { type: "final" },
  },
});
