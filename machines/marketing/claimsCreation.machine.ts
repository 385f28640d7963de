// Owns: creating unassigned claims (spec 3 §2 create claims dialog; ARCHITECTURE §2.3): the form
// (`claims.mode` single or bulk) is submitted with `claims.submit`; a request that does not pass
// claimBatchCheck.ts stays in editing with its message; a bulk request first fetches the
// capacity report (injected `checkCapacity`: combinations, taken, chance of guessing) so the
// user sees it before generating; then the confirmation 'Are you sure you want to create N
// unassigned claim(s) for {voucher} ?' — `claims.confirm` runs the injected `createClaims`,
// `claims.cancel` returns to the form. Success notice 'Created N unassigned claim(s) for {voucher}'.
import { Result } from "effect";
import { assign, setup } from "xstate";
import type { ClaimBatchRequest } from "../../domain/marketing/claimCodes";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";
import { checkBatch, confirmQuestion, countOfBatch, createdNotice } from "./claimBatchCheck";

export interface CapacityReport {
  readonly combinations: string;
  readonly available: string;
  readonly guessChance: number;
}

export interface CreateClaimsInput {
  readonly voucherId: string;
  readonly request: ClaimBatchRequest;
}

export interface ClaimsCreationContext {
  readonly voucherId: string;
  readonly voucherName: string;
  readonly quotaLeft: number | null;
  readonly mode: "single" | "bulk";
  readonly request: ClaimBatchRequest | null;
  readonly capacity: CapacityReport | null;
  readonly question: string | null;
  readonly error: string | null;
  readonly notice: string | null;
}

export type ClaimsCreationEvent =
  | { readonly type: "claims.mode"; readonly mode: "single" | "bulk" }
  | { readonly type: "claims.submit"; readonly values: unknown }
  | { readonly type: "claims.confirm" }
  | { readonly type: "claims.cancel" };

const requestOf = (context: ClaimsCreationContext): ClaimBatchRequest => {
  if (context.request === null) throw new Error("claims creation needs a request");
  return context.request;
};

export const claimsCreationMachine = setup({
  types: {
    context: {} as ClaimsCreationContext,
    events: {} as ClaimsCreationEvent,
    input: {} as { readonly voucherId: string; readonly voucherName: string; readonly quotaLeft: number | null },
  },
  actors: {
    checkCapacity: unprovidedActor<CapacityReport, CreateClaimsInput>("checkCapacity"),
    createClaims: unprovidedActor<{ readonly count: number }, CreateClaimsInput>("createClaims"),
  },
  guards: {
    isInvalid: ({ context, event }) => event.type === "claims.submit" && Result.isFailure(checkBatch(event.values, context.quotaLeft)),
    isBulk: ({ context, event }) => {
      if (event.type !== "claims.submit") return false;
      const checked = checkBatch(event.values, context.quotaLeft);
      return Result.isSuccess(checked) && checked.success.type === "bulk";
    },
  },
}).createMachine({
  id: "claimsCreation",
  context: ({ input }) => ({
    ...input, mode: "single", request: null, capacity: null, question: null, error: null, notice: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "claims.mode": { actions: assign({ mode: ({ event }) => event.mode, error: null }) },
        "claims.submit": [
          {
            guard: "isInvalid",
            actions: assign({ error: ({ context, event }) => Result.match(checkBatch(event.values, context.quotaLeft), { onFailure: (m) => m, onSuccess: () => null }) }),
          },
          {
            guard: "isBulk",
            target: "checkingCapacity",
            actions: assign({ request: ({ context, event }) => Result.getOrThrow(checkBatch(event.values, context.quotaLeft)), error: null, notice: null }),
          },
          {
            target: "confirming",
            actions: assign(({ context, event }) => {
              const request = Result.getOrThrow(checkBatch(event.values, context.quotaLeft));
              return { request, capacity: null, error: null, notice: null, question: confirmQuestion(countOfBatch(request), context.voucherName) };
            }),
          },
        ],
      },
    },
    checkingCapacity: {
      invoke: {
        id: "checkCapacity",
        src: "checkCapacity",
        input: ({ context }) => ({ voucherId: context.voucherId, request: requestOf(context) }),
        onDone: {
          target: "confirming",
          actions: assign(({ context, event }) => ({ capacity: event.output, question: confirmQuestion(countOfBatch(requestOf(context)), context.voucherName) })),
        },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error), request: null }) },
      },
    },
    confirming: {
      on: {
        "claims.confirm": { target: "creating", actions: assign({ question: null }) },
        "claims.cancel": { target: "editing", actions: assign({ question: null, request: null, capacity: null }) },
      },
    },
    creating: {
      invoke: {
        id: "createClaims",
        src: "createClaims",
        input: ({ context }) => ({ voucherId: context.voucherId, request: requestOf(context) }),
        onDone: {
          target: "editing",
          actions: assign(({ context, event }) => ({
            notice: createdNotice(event.output.count, context.voucherName), question: null, request: null, capacity: null,
          })),
        },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error), question: null, request: null, capacity: null }) },
      },
    },
  },
});
