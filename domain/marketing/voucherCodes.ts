// The business's claim-code registry, stream `voucher-codes-{businessId}`: every code of every
// batch the business ever made, across all its vouchers, so code uniqueness holds under
// concurrent batches (two batches append at the same version of this one stream: one wins, the
// other reloads, sees the winner's codes and draws again). Spec 3 §5 claims.
// How a batch runs (application/createClaimBatch.ts), both steps in ONE unit of work:
//   1. ReserveCodes here (generate or check the given codes; the draw is recorded in the event);
//   2. CreateClaims with those codes on the voucher stream (quota, voucher.ts).
// A batch step 2 refuses reserves nothing.
// Decisions where the spec is silent:
// - Codes are never released: a code once reserved stays taken even if its voucher is deleted,
//   so a code can never name two claims in the business's history.
// - A batch id reserved before appends nothing (a retried request answers the first draw).
// - Claims made one by one (public claim, member rewards) use their claim id (24 hex) as code
//   and skip this registry: object ids are unique by construction.
import { Result, Schema } from "effect";
import { type DecideContext, type Decider, type Decision, accept } from "../engine/decider";
import { Id, IsoInstant, isoOf, message } from "../auth/fields";
import { type ClaimBatchRequest, generateCodes, givenCodesProblem, parseCodeList, shapeOf } from "./claimCodes";

export const VoucherCodesEvent = Schema.Union([
  message("CodesReserved", { voucherId: Id, batchId: Id, codes: Schema.Array(Schema.String), reservedAt: IsoInstant }),
]);
export type VoucherCodesEvent = typeof VoucherCodesEvent.Type;

export type VoucherCodesCommand = {
  readonly type: "ReserveCodes";
  readonly data: { readonly voucherId: string; readonly batchId: string; readonly request: ClaimBatchRequest };
};

/** The reserved batches in order; the set of codes is built once per decision (folding stays linear). */
export interface VoucherCodesState {
  readonly batches: ReadonlyArray<{ readonly batchId: string; readonly codes: ReadonlyArray<string> }>;
}

export const takenCodes = (state: VoucherCodesState): ReadonlySet<string> => {
  const taken = new Set<string>();
  for (const batch of state.batches) for (const code of batch.codes) taken.add(code);
  return taken;
};

export const voucherCodesStreamId = (businessId: string): string => `voucher-codes-${businessId}`;

/** The codes a batch request gives or draws, against the business's taken codes. */
export const codesFor = (request: ClaimBatchRequest, taken: ReadonlySet<string>, random: () => number): Decision<string> => {
  switch (request.type) {
    case "single":
    case "list": {
      const codes = request.type === "single" ? [request.code] : parseCodeList(request.codes);
      const problem = givenCodesProblem(codes, taken);
      return problem === null ? Result.succeed(codes) : Result.fail(problem);
    }
    case "bulk": {
      const shape = shapeOf(request.codeConfig);
      if (Result.isFailure(shape)) return Result.fail(shape.failure);
      return generateCodes(shape.success, request.count, taken, random);
    }
    default: {
      const unknown: never = request;
      return unknown;
    }
  }
};

const evolve = (state: VoucherCodesState, event: VoucherCodesEvent): VoucherCodesState => ({
  batches: [...state.batches, { batchId: event.data.batchId, codes: event.data.codes }],
});

const decide = (command: VoucherCodesCommand, state: VoucherCodesState, ctx: DecideContext): Decision<VoucherCodesEvent> => {
  const { voucherId, batchId, request } = command.data;
  if (state.batches.some((batch) => batch.batchId === batchId)) return accept();
  const codes = codesFor(request, takenCodes(state), ctx.random);
  if (Result.isFailure(codes)) return Result.fail(codes.failure);
  return accept({ type: "CodesReserved", data: { voucherId, batchId, codes: [...codes.success], reservedAt: isoOf(ctx.now) } });
};

export const voucherCodesDecider: Decider<VoucherCodesState, VoucherCodesCommand, VoucherCodesEvent> = {
  initialState: { batches: [] },
  decide,
  evolve,
};
