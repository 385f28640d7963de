// Owns: one experience gain of a member as an explicit flow (spec 2 §4 "Member level-up"; issue
// 4 item 4): `experience.gain` checks the amount, draws the random roll from the injected `roll`
// actor only when the gain reaches the level's need, computes the result with the domain's
// gainExperience (never a second copy of the rule), then hands the result with its recorded
// roll and draw to the injected `record` actor (the member stream's append).
// Decisions where the spec is silent:
// - One machine run is one gain: it ends in `recorded`, so a replayed event never re-rolls.
// - An amount that is not a whole number >= 0 stays in `idle` with 'Invalid exp' (spec 2 §5's
//   experience message).
// - A failed roll or record ends in `failed` with the message; `gain.retry` goes back to
//   `idle` with the member unchanged.
import { assign, setup } from "xstate";
import { type ExperienceGain, type LevelProgramme, type LevelProgress, gainExperience } from "../../domain/loyalty/levelUp";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const INVALID_EXPERIENCE = "Invalid exp";

export type MemberLevelUpInput = { readonly memberId: string; readonly progress: LevelProgress; readonly programme: LevelProgramme };
export type RecordGainInput = { readonly memberId: string; readonly amount: number; readonly gain: ExperienceGain };

export type MemberLevelUpContext = MemberLevelUpInput & {
  readonly amount: number | null;
  readonly gain: ExperienceGain | null;
  readonly problem: string | null;
};

export type MemberLevelUpEvent = { readonly type: "experience.gain"; readonly amount: number } | { readonly type: "gain.retry" };

const isWholeAmount = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0;

const noRoll = (): number => {
  throw new Error("a gain below the need draws nothing");
};

/** The gain's result with `roll` as the one random number a level-up consumes. */
const gainWith = (context: MemberLevelUpContext, roll: () => number): ExperienceGain =>
  gainExperience(context.progress, context.amount ?? 0, context.programme, roll);

const amountOf = (event: MemberLevelUpEvent): number => (event.type === "experience.gain" ? event.amount : 0);

export const memberLevelUpMachine = setup({
  types: {
    context: {} as MemberLevelUpContext,
    events: {} as MemberLevelUpEvent,
    input: {} as MemberLevelUpInput,
  },
  actors: {
    roll: unprovidedActor<number, void>("roll"),
    record: unprovidedActor<void, RecordGainInput>("record"),
  },
  guards: {
    isInvalidAmount: ({ event }) => !isWholeAmount(amountOf(event)),
    reachesLevelUp: ({ context, event }) =>
      gainExperience(context.progress, amountOf(event), context.programme, () => 0).levelUps.length > 0,
  },
  actions: {
    notifyLevelledUp: (_, _params: ExperienceGain) => undefined,
  },
}).createMachine({
  id: "memberLevelUp",
  context: ({ input }) => ({ ...input, amount: null, gain: null, problem: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "experience.gain": [
          { guard: "isInvalidAmount", actions: assign({ problem: INVALID_EXPERIENCE }) },
          { guard: "reachesLevelUp", target: "rolling", actions: assign({ amount: ({ event }) => event.amount, problem: null }) },
          {
            target: "recording",
            actions: [
              assign({ amount: ({ event }) => event.amount, problem: null }),
              assign({ gain: ({ context }) => gainWith(context, noRoll) }),
            ],
          },
        ],
      },
    },
    rolling: {
      invoke: {
        id: "roll",
        src: "roll",
        onDone: { target: "recording", actions: assign({ gain: ({ context, event }) => gainWith(context, () => event.output) }) },
        onError: { target: "failed", actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    recording: {
      invoke: {
        id: "record",
        src: "record",
        input: ({ context }) => {
          if (context.gain === null || context.amount === null) throw new Error("recording needs a computed gain");
          return { memberId: context.memberId, amount: context.amount, gain: context.gain };
        },
        onDone: {
          target: "recorded",
          actions: [
            assign({ progress: ({ context }) => (context.gain === null ? context.progress : { level: context.gain.level, experience: context.gain.experience }) }),
            {
              type: "notifyLevelledUp",
              params: ({ context }) => context.gain ?? { ...context.progress, levelUps: [] },
            },
          ],
        },
        onError: { target: "failed", actions: assign({ gain: null, problem: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { "gain.retry": { target: "idle", actions: assign({ amount: null, gain: null, problem: null }) } },
    },
    recorded: { type: "final" },
  },
});
