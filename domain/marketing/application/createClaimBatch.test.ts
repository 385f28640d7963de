import { beforeEach, describe, expect, it } from "vitest";
import { KEYED, type MarketingShop, OWNER, openMarketingShop, voucherDoc, voucherSnapshot } from "../../../tests/support/marketingShop";
import { VOUCHER_CLAIMS_TABLE } from "../vouchers.projection";
import { createClaimBatch } from "./createClaimBatch";
import { createVoucher } from "./createVoucher";
import { deleteVoucher } from "./deleteVoucher";

let shop: MarketingShop;
beforeEach(async () => {
  shop = await openMarketingShop();
});

const voucherOf = (type: Parameters<typeof voucherDoc>[0], extra: Record<string, unknown> = {}) =>
  createVoucher(shop.engine, { businessId: shop.businessId, voucher: voucherDoc(type, extra) }, OWNER);

describe("createClaimBatch", () => {
  it("reserves the codes in the business registry and creates the claims, in one append", async () => {
    const voucherId = await voucherOf("SIMPLE_CLAIM", { name: "Lunch" });
    const logBefore = (await shop.engine.store.readAll()).length;
    const made = await createClaimBatch(shop.engine, { voucherId, batch: { type: "list", codes: "A1\nA2" } }, OWNER);
    expect(made).toMatchObject({ count: 2, codes: ["A1", "A2"], replayed: false, message: "Created 2 unassigned claim(s) for Lunch" });
    const appended = (await shop.engine.store.readAll()).slice(logBefore);
    expect(appended.map((e) => e.type).sort()).toEqual(["ClaimsCreated", "CodesReserved"]);
    expect(new Set(appended.map((e) => e.meta.correlationId)).size).toBe(1);
    expect((await shop.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).total).toBe(2);
  });

  it("a batch the voucher refuses (its quota) reserves no codes", async () => {
    const voucherId = await voucherOf("SIMPLE_CLAIM", { options: { simpleClaim: { maxClaim: 2 } } });
    const before = await voucherSnapshot(shop.engine, voucherId, shop.businessId);
    await expect(createClaimBatch(shop.engine, { voucherId, batch: { type: "list", codes: "Q1\nQ2\nQ3" } }, OWNER))
      .rejects.toMatchObject({ message: "Voucher quota reached", status: 409 });
    expect(await voucherSnapshot(shop.engine, voucherId, shop.businessId)).toEqual(before);
    const other = await voucherOf("AFTER_SALES");
    expect((await createClaimBatch(shop.engine, { voucherId: other, batch: { type: "single", code: "Q1" } }, OWNER)).codes).toEqual(["Q1"]);
  });

  it("a deleted voucher takes no batch and reserves nothing", async () => {
    const voucherId = await voucherOf("AFTER_SALES");
    await deleteVoucher(shop.engine, { businessId: shop.businessId, voucherId, rev: undefined }, OWNER);
    const before = await voucherSnapshot(shop.engine, voucherId, shop.businessId);
    await expect(createClaimBatch(shop.engine, { voucherId, batch: { type: "single", code: "GONE" } }, OWNER))
      .rejects.toMatchObject({ message: "Voucher not found", status: 404 });
    expect(await voucherSnapshot(shop.engine, voucherId, shop.businessId)).toEqual(before);
  });

  it("keeps codes unique across the business's vouchers and leaves the voucher as it was on a taken code", async () => {
    const first = await voucherOf("AFTER_SALES");
    const second = await voucherOf("AFTER_SALES");
    await createClaimBatch(shop.engine, { voucherId: first, batch: { type: "single", code: "HELLO" } }, OWNER);
    const before = await voucherSnapshot(shop.engine, second, shop.businessId);
    await expect(createClaimBatch(shop.engine, { voucherId: second, batch: { type: "single", code: "HELLO" } }, OWNER))
      .rejects.toMatchObject({ message: "Code HELLO already exists", status: 409 });
    expect(await voucherSnapshot(shop.engine, second, shop.businessId)).toEqual(before);
  });

  it("draws a bulk batch in the voucher's own code shape without a config, and answers the capacity left", async () => {
    const voucherId = await voucherOf("AFTER_SALES", { codeGenerator: { charset: "numbers", length: 2, prefix: "N-" } });
    const made = await createClaimBatch(shop.engine, { voucherId, batch: { type: "bulk", count: 10 } }, OWNER);
    for (const code of made.codes) expect(code).toMatch(/^N-\d{2}$/);
    expect(made.capacity).toMatchObject({ combinations: "100", taken: 10, available: "90", requested: 0 });
  });

  it("a repeated Idempotency-Key answers the first batch and appends nothing", async () => {
    const voucherId = await voucherOf("AFTER_SALES");
    const first = await createClaimBatch(shop.engine, { voucherId, batch: { type: "bulk", count: 5 } }, KEYED("create-claims:batch-1"));
    const before = await voucherSnapshot(shop.engine, voucherId, shop.businessId);
    const again = await createClaimBatch(shop.engine, { voucherId, batch: { type: "bulk", count: 5 } }, KEYED("create-claims:batch-1"));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await voucherSnapshot(shop.engine, voucherId, shop.businessId)).toEqual(before);
  });
});
