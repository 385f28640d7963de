// Owns: running a season (level cycle) reset by hand as an explicit flow (spec 2 §4 "Level
// reset"; issue 4 items 4 and 5: "A season-reset preview answers who would move to which level
// before it runs"): `season.preview` loads the members through the injected `loadMembers`
// actor and shows who moves where (the domain's previewSeasonReset); `season.confirm` applies
// exactly those moves through `applyReset`; `season.cancel` drops the preview.
// Decisions where the spec is silent:
// - Confirm is offered only when someone moves; an empty preview can only be cancelled.
// - A failed load returns to `idle`, a failed apply to `previewed`, both with the message; the
//   preview stays so the user can confirm again.
import { assign, setup } from "xstate";
import type { Levelling } from "../../domain/loyalty/experienceCap";
import { type LevelRule, type SeasonMember, type SeasonMove, previewSeasonReset } from "../../domain/loyalty/levelReset";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type SeasonResetInput = { readonly rules: ReadonlyArray<LevelRule>; readonly levelling: Levelling };
export type ApplyResetInput = { readonly moves: ReadonlyArray<SeasonMove> };
export type ApplyResetOutput = { readonly applied: number };

export type SeasonResetContext = SeasonResetInput & {
  readonly moves: ReadonlyArray<SeasonMove> | null;
  readonly applied: number | null;
  readonly problem: string | null;
};

export type SeasonResetEvent =
  | { readonly type: "season.preview" }
  | { readonly type: "season.confirm" }
  | { readonly type: "season.cancel" };

export const seasonResetMachine = setup({
  types: {
    context: {} as SeasonResetContext,
    events: {} as SeasonResetEvent,
    input: {} as SeasonResetInput,
  },
  actors: {
    loadMembers: unprovidedActor<ReadonlyArray<SeasonMember>, void>("loadMembers"),
    applyReset: unprovidedActor<ApplyResetOutput, ApplyResetInput>("applyReset"),
  },
  guards: {
    hasMoves: ({ context }) => (context.moves?.length ?? 0) > 0,
  },
  actions: {
    notifyApplied: (_, _params: ApplyResetOutput) => undefined,
  },
}).createMachine({
  id: "seasonReset",
  context: ({ input }) => ({ ...input, moves: null, applied: null, problem: null }),
  initial: "idle",
  states: {
    idle: {
      on: { "season.preview": { target: "loading", actions: assign({ problem: null }) } },
    },
    loading: {
      invoke: {
        id: "loadMembers",
        src: "loadMembers",
        onDone: {
          target: "previewed",
          actions: assign({ moves: ({ context, event }) => previewSeasonReset(event.output, context.rules, context.levelling) }),
        },
        onError: { target: "idle", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    previewed: {
      on: {
        "season.confirm": { guard: "hasMoves", target: "applying", actions: assign({ problem: null }) },
        "season.cancel": { target: "idle", actions: assign({ moves: null, problem: null }) },
      },
    },
    applying: {
      invoke: {
        id: "applyReset",
        src: "applyReset",
        input: ({ context }) => ({ moves: context.moves ?? [] }),
        onDone: {
          target: "applied",
          actions: [assign({ applied: ({ event }) => event.output.applied }), { type: "notifyApplied", params: ({ event }) => event.output }],
        },
        onError: { target: "previewed", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    applied: { type: "final" },
  },
});
