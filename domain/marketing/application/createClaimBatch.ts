// A batch of unassigned claims of a voucher (POST /vouchers/{id}/claims: one code, a list of
// codes, or a bulk draw; the demo data): in ONE unit of work, ReserveCodes on the business's
// code registry `voucher-codes-{businessId}` (codes unique across every batch of the business,
// voucherCodes.ts), then CreateClaims with those codes on `voucher-{id}` (the quota, voucher.ts).
// Both streams are appended together or not at all: a batch the voucher refuses ('Voucher quota
// reached', a deleted voucher) reserves no code. The unit queues behind the voucher's other
// commands in this process (a hot stream: public claims); a concurrent batch of another voucher
// of the business that took the registry first makes this one draw again.
// The answer carries the spec's 'Created N unassigned claim(s) for {voucher}' and, for a bulk
// draw, the shape's capacity afterwards; a repeated Idempotency-Key answers the first batch and
// creates nothing (`replayed: true`).
// Decision where the spec is silent: a bulk draw without a code config uses the voucher's own
// code generator.
import { Result } from "effect";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { type ClaimBatchRequest, capacityOf, shapeOf } from "../claimCodes";
import { VOUCHER_NOT_FOUND, voucherDecider } from "../voucher";
import { takenCodes, voucherCodesDecider, voucherCodesStreamId } from "../voucherCodes";
import { voucherStreamId } from "../voucherModel";
import { type CapacityAnswer, capacityAnswer } from "./claimCapacity";

export const createdMessage = (count: number, voucher: string): string => `Created ${count} unassigned claim(s) for ${voucher}`;

export interface ClaimBatch {
  readonly voucherId: string;
  readonly batch: ClaimBatchRequest;
}

export interface BatchCreated {
  readonly batchId: string;
  readonly count: number;
  readonly codes: ReadonlyArray<string>;
  readonly replayed: boolean;
  readonly capacity?: CapacityAnswer;
  readonly message: string;
}

export const createClaimBatch = async (engine: Engine, { voucherId, batch }: ClaimBatch, options: RunOptions): Promise<BatchCreated> => {
  const stream = voucherStreamId(voucherId);
  const batchId = engine.context().newId();
  const { value, replayed } = await engine.runner.transact(async (unit) => {
    const { state } = await unit.load(voucherDecider, stream);
    if (state.status !== "active") throw new DomainError(VOUCHER_NOT_FOUND, 404);
    const request: ClaimBatchRequest = batch.type === "bulk" ? { ...batch, codeConfig: batch.codeConfig ?? state.voucher.codeGenerator } : batch;
    const registry = await unit.decide(voucherCodesDecider, voucherCodesStreamId(state.businessId), { type: "ReserveCodes", data: { voucherId, batchId, request } });
    const codes = registry.state.batches.find((b) => b.batchId === batchId)?.codes ?? [];
    await unit.decide(voucherDecider, stream, { type: "CreateClaims", data: { batchId, codes } });
    const shape = request.type === "bulk" ? shapeOf(request.codeConfig) : undefined;
    return {
      batchId,
      count: codes.length,
      codes,
      ...(shape === undefined || Result.isFailure(shape) ? {} : { capacity: capacityAnswer(capacityOf(shape.success, takenCodes(registry.state), 0)) }),
      message: createdMessage(codes.length, state.voucher.name),
    };
  }, { ...options, queueKey: stream });
  return { ...value, replayed };
};
