// What a bulk batch of a voucher could make before it is generated (POST /claims/capacity, and
// the capacity a batch answers once made): the shape's combinations, the codes of that shape the
// business has taken (its code registry, voucherCodes.ts), what is left, the chance of guessing a
// live code, the batch ceiling and the voucher's quota left (null without a quota). Nothing is
// written. Big numbers are answered as decimal strings (they can pass 2^53 and JSON).
// Decision where the spec is silent: without a code config the voucher's own code generator is
// the shape, as for the batch.
import { Result } from "effect";
import type { Engine } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { type Capacity, type CodeConfig, MAX_CLAIMS_PER_BATCH, capacityOf, shapeOf } from "../claimCodes";
import { VOUCHER_NOT_FOUND, voucherDecider } from "../voucher";
import { quotaLeft } from "../voucherClaimable";
import { takenCodes, voucherCodesDecider, voucherCodesStreamId } from "../voucherCodes";
import { voucherStreamId } from "../voucherModel";

export interface CapacityAnswer {
  readonly combinations: string;
  readonly taken: number;
  readonly available: string;
  readonly requested: number;
  readonly guessChance: number;
}

export const capacityAnswer = (capacity: Capacity): CapacityAnswer => ({
  combinations: capacity.combinations.toString(),
  taken: capacity.taken,
  available: capacity.available.toString(),
  requested: capacity.requested,
  guessChance: capacity.guessChance,
});

export interface CapacityQuestion {
  readonly voucherId: string;
  readonly count?: number | undefined;
  readonly codeConfig?: CodeConfig | undefined;
}

export const claimCapacity = async (engine: Engine, { voucherId, count, codeConfig }: CapacityQuestion) => {
  const { state } = await engine.runner.load(voucherDecider, voucherStreamId(voucherId));
  if (state.status !== "active") throw new DomainError(VOUCHER_NOT_FOUND, 404);
  const shape = shapeOf(codeConfig ?? state.voucher.codeGenerator);
  if (Result.isFailure(shape)) throw shape.failure;
  const registry = await engine.runner.load(voucherCodesDecider, voucherCodesStreamId(state.businessId));
  return {
    ...capacityAnswer(capacityOf(shape.success, takenCodes(registry.state), count ?? 0)),
    maxPerBatch: MAX_CLAIMS_PER_BATCH,
    quotaLeft: state.voucher.options.simpleClaim === null ? null : quotaLeft(state.voucher, state.claims.size),
  };
};
