// The claim routes of a voucher (spec 3 §7), under /api/v2/businesses/{businessId}/vouchers/{id}:
//   GET  /claims?limit&skip&sortBy&descending&search&type=assigned|unassigned → paged claims
//   POST /claims/capacity {count, codeConfig}        → what a bulk batch could make (before generating)
//   POST /claims {type: single, code} | {type: bulk, count, codeConfig} | {type: list, codes}
//        (Idempotency-Key)                           → {batchId, count, codes, capacity, message}
// A batch first reserves its codes in the business's code registry (voucherCodes.ts: unique
// across every batch of the business, even concurrent ones), then creates the unassigned claims
// on the voucher stream (quota: 'Voucher quota reached' once currentClaim reaches maxClaim).
// Decisions where the spec is silent:
// - Claims sort by `createdAt` unless `sortBy` names a field; `descending=true` (or `-field`)
//   reverses; search matches code, phone number and name.
// - A retried batch with the same Idempotency-Key answers the first batch and creates nothing.
// - The answer carries the spec's 'Created N unassigned claim(s) for {voucher}'.
import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import {
  type Capacity, ClaimBatchRequest, CodeConfig, MAX_CLAIMS_PER_BATCH, MAX_PER_BATCH, capacityOf, parseCodeList, shapeOf,
} from "../../../domain/marketing/claimCodes";
import { voucherDecider } from "../../../domain/marketing/voucher";
import { QUOTA_REACHED, quotaLeft } from "../../../domain/marketing/voucherClaimable";
import { takenCodes, voucherCodesDecider, voucherCodesStreamId } from "../../../domain/marketing/voucherCodes";
import type { VoucherDoc } from "../../../domain/marketing/voucherInput";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";
import { VOUCHER_CLAIMS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { pageOf, paged } from "../business/paging";
import { definedOf } from "./definedOf";
import { serialised } from "../../engine/streamQueue";
import { voucherRowFor } from "./voucherAccess";
import { claimView } from "./voucherView";

export const createdMessage = (count: number, voucher: string): string => `Created ${count} unassigned claim(s) for ${voucher}`;

type ByVoucher = { Params: { businessId: string; voucherId: string } };

const ClaimsQuery = Schema.Struct({
  type: Schema.optionalKey(Schema.Literals(["assigned", "unassigned"])),
  descending: Schema.optionalKey(Schema.Literals(["true", "false"])),
});
const BatchType = Schema.Struct({ type: Schema.Literals(["single", "bulk", "list"]) });
/** A capacity preview may ask for 0 (nothing typed yet) up to a batch's maximum. */
const PreviewCount = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_CLAIMS_PER_BATCH }, { message: MAX_PER_BATCH }));
const CapacityInput = Schema.Struct({ count: Schema.optionalKey(PreviewCount), codeConfig: Schema.optionalKey(CodeConfig) });
const SEARCH_FIELDS = ["code", "phoneNumber", "name"];

const capacityAnswer = (capacity: Capacity) => ({
  combinations: capacity.combinations.toString(),
  taken: capacity.taken,
  available: capacity.available.toString(),
  requested: capacity.requested,
  guessChance: capacity.guessChance,
});

/** The batch request of a body, each field's message as the spec words it. */
const batchOf = (body: unknown): ClaimBatchRequest => {
  const raw = (body ?? {}) as Record<string, unknown>;
  const { type } = decodeBody(BatchType, raw);
  const filled = { ...raw, code: raw.code ?? "", count: raw.count ?? 0, codes: raw.codes ?? "" };
  return decodeBody(ClaimBatchRequest, { ...filled, type });
};

const countOf = (request: ClaimBatchRequest): number =>
  request.type === "single" ? 1 : request.type === "bulk" ? request.count : parseCodeList(request.codes).length;

export const voucherClaimRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;
  const base = "/businesses/:businessId/vouchers/:voucherId/claims";

  app.get<ByVoucher>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const voucher = await voucherRowFor(caller, request.params.businessId, request.params.voucherId);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { type, descending } = decodeBody(ClaimsQuery, definedOf({ type: query.type, descending: query.descending }));
    const page = pageOf({ ...query, sortBy: query.sortBy ?? "createdAt" });
    const direction = descending === "true" ? "desc" : page.orderBy.direction;
    const { rows, total } = await readModels.list(VOUCHER_CLAIMS_TABLE, {
      where: { voucherId: String(voucher.id), ...(type === undefined ? {} : { assigned: type === "assigned" }) },
      search: { fields: SEARCH_FIELDS, text: page.search },
      orderBy: { field: page.orderBy.field, direction },
      limit: page.limit,
      offset: page.offset,
    });
    const now = engine.context().now;
    return paged(rows.map((row) => claimView(row, voucher, now)), total);
  });

  app.post<ByVoucher>(`${base}/capacity`, async (request) => {
    const caller = await callerOf(request, engine);
    const voucher = await voucherRowFor(caller, request.params.businessId, request.params.voucherId);
    const { count, codeConfig } = decodeBody(CapacityInput, request.body ?? {});
    const shape = shapeOf(codeConfig ?? (voucher.codeGenerator as VoucherDoc["codeGenerator"]));
    if (Result.isFailure(shape)) throw shape.failure;
    const registry = await engine.commands.load(voucherCodesDecider, voucherCodesStreamId(String(voucher.businessId)));
    const capacity = capacityOf(shape.success, takenCodes(registry.state), count ?? 0);
    return success({ ...capacityAnswer(capacity), maxPerBatch: MAX_CLAIMS_PER_BATCH, quotaLeft: quotaLeftOf(voucher) });
  });

  app.post<ByVoucher>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    const row = await voucherRowFor(caller, businessId, voucherId);
    const batch = batchOf(request.body);
    const codeConfig = batch.type === "bulk" ? (batch.codeConfig ?? (row.codeGenerator as VoucherDoc["codeGenerator"])) : undefined;
    const requestWithConfig: ClaimBatchRequest = batch.type === "bulk" ? { ...batch, ...(codeConfig === undefined ? {} : { codeConfig }) } : batch;
    const stream = voucherStreamId(voucherId);
    return serialised(stream, async () => {
      const { state } = await engine.commands.load(voucherDecider, stream);
      if (state.status !== "active") throw new DomainError("Voucher not found", 404);
      const batchId = caller.newId(`voucher-claims:${voucherId}`);
      if (!state.batchIds.has(batchId) && quotaLeft(state.voucher, state.claims.size) < countOf(batch)) throw new DomainError(QUOTA_REACHED, 409);
      const registryStream = voucherCodesStreamId(businessId);
      const reserved = await serialised(registryStream, () =>
        caller.run(voucherCodesDecider, registryStream, { type: "ReserveCodes", data: { voucherId, batchId, request: requestWithConfig } }, `reserve-codes:${voucherId}`));
      const codes = reserved.state.batches.find((b) => b.batchId === batchId)?.codes ?? [];
      const created = await caller.run(voucherDecider, stream, { type: "CreateClaims", data: { batchId, codes } }, `create-claims:${voucherId}`);
      const capacity = codeConfig === undefined ? null : Result.map(shapeOf(codeConfig), (shape) => capacityAnswer(capacityOf(shape, takenCodes(reserved.state), 0)));
      return success({
        batchId,
        count: codes.length,
        codes,
        replayed: created.replayed,
        ...(capacity === null || Result.isFailure(capacity) ? {} : { capacity: capacity.success }),
        message: createdMessage(codes.length, String(row.name)),
      });
    });
  });
};

const quotaLeftOf = (voucher: Row): number | null => {
  const simple = (voucher.options as VoucherDoc["options"] | undefined)?.simpleClaim;
  return simple === null || simple === undefined ? null : simple.maxClaim - Number(voucher.currentClaim);
};
