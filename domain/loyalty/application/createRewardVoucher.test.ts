import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AS_OWNER, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { VoucherInput } from "../../marketing/voucherInput";
import { VOUCHERS_TABLE } from "../../marketing/vouchers.projection";
import { createRewardVoucher } from "./createRewardVoucher";

const BUSINESS = "b".repeat(24);
const input = Schema.decodeUnknownSync(VoucherInput)({
  type: "SIMPLE_CLAIM", name: "Free coffee", validFor: 30,
  effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
});

describe("createRewardVoucher", () => {
  it("creates a MEMBER_REWARD voucher of the business whatever type the input names", async () => {
    const { engine } = loyaltyEngine();
    const voucherId = await createRewardVoucher(engine, BUSINESS, input, AS_OWNER);
    expect(await engine.readModels.get(VOUCHERS_TABLE, voucherId)).toMatchObject({ businessId: BUSINESS, type: "MEMBER_REWARD", name: "Free coffee" });
  });

  it("answers the first voucher for a repeated key and creates one", async () => {
    const { engine } = loyaltyEngine();
    const options = { ...AS_OWNER, idempotency: { key: "owner:member-reward-voucher:1", fingerprint: "f" } };
    const first = await createRewardVoucher(engine, BUSINESS, input, options);
    expect(await createRewardVoucher(engine, BUSINESS, input, options)).toBe(first);
    expect((await engine.readModels.list(VOUCHERS_TABLE, { where: { businessId: BUSINESS } })).total).toBe(1);
  });

  it("refuses a restaurant that is not the business's, writing nothing", async () => {
    const world = loyaltyEngine();
    await expect(createRewardVoucher(world.engine, BUSINESS, { ...input, targetRestaurant: ["r".repeat(24)] }, AS_OWNER)).rejects.toMatchObject({
      message: "Invalid Restaurant Id", path: ["targetRestaurant", "0"],
    });
    expect(await world.eventCount()).toBe(0);
  });
});
