// The claim routes of a voucher (spec 3 §7), under /api/v2/businesses/{businessId}/vouchers/{id}:
//   GET  /claims?limit&skip&sortBy&descending&search&type=assigned|unassigned → paged claims
//   POST /claims/capacity {count, codeConfig}        → what a bulk batch could make (before generating)
//   POST /claims {type: single, code} | {type: bulk, count, codeConfig} | {type: list, codes}
//        (Idempotency-Key)                           → {batchId, count, codes, capacity, message}
// A batch reserves its codes in the business's code registry (voucherCodes.ts: unique across
// every batch of the business, even concurrent ones) and creates the unassigned claims on the
// voucher stream (quota: 'Voucher quota reached' once currentClaim reaches maxClaim) in one
// unit of work (domain/marketing/application/createClaimBatch.ts); the capacity report is
// claimCapacity.ts.
// Decisions where the spec is silent:
// - Claims sort by `createdAt` unless `sortBy` names a field; `descending=true` (or `-field`)
//   reverses; search matches code, phone number and name.
// - A retried batch with the same Idempotency-Key answers the first batch and creates nothing.
// - The answer carries the spec's 'Created N unassigned claim(s) for {voucher}'.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { ClaimBatchRequest, CodeConfig, MAX_CLAIMS_PER_BATCH, MAX_PER_BATCH } from "../../../domain/marketing/claimCodes";
import { claimCapacity } from "../../../domain/marketing/application/claimCapacity";
import { createClaimBatch } from "../../../domain/marketing/application/createClaimBatch";
import { VOUCHER_CLAIMS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { pageOf, paged } from "../business/paging";
import { definedOf } from "./definedOf";
import { voucherRowFor } from "./voucherAccess";
import { claimView } from "./voucherView";

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

/** The batch request of a body, each field's message as the spec words it. */
const batchOf = (body: unknown): ClaimBatchRequest => {
  const raw = (body ?? {}) as Record<string, unknown>;
  const { type } = decodeBody(BatchType, raw);
  const filled = { ...raw, code: raw.code ?? "", count: raw.count ?? 0, codes: raw.codes ?? "" };
  return decodeBody(ClaimBatchRequest, { ...filled, type });
};

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
      search: page.search,
      orderBy: { field: page.orderBy.field, direction },
      limit: page.limit,
      offset: page.offset,
    });
    const now = engine.context().now;
    return paged(rows.map((row) => claimView(row, voucher, now)), total);
  });

  app.post<ByVoucher>(`${base}/capacity`, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const { count, codeConfig } = decodeBody(CapacityInput, request.body ?? {});
    return success(await claimCapacity(engine, { voucherId, count, codeConfig }));
  });

  app.post<ByVoucher>(base, async (request) => {
    const caller = await callerOf(request, engine);
    const { businessId, voucherId } = request.params;
    await voucherRowFor(caller, businessId, voucherId);
    const batch = batchOf(request.body);
    return success(await createClaimBatch(engine, { voucherId, batch }, caller.options(`create-claims:${voucherId}`)));
  });
};
