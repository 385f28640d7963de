// Creating a member-reward voucher from the programme's rewards page (POST
// /membership/member-reward-voucher; spec 2 §7, the voucher body of spec 3): the voucher is
// created as a MEMBER_REWARD voucher of the business whatever type the body names, in the
// business's time zone (its validity dates). Its restaurants must be the business's ('Invalid
// Restaurant Id' at the id's path). Answers the new voucher's id (the first one for a repeated
// Idempotency-Key). The body's own rules (voucherInputProblems) are checked where it is decoded.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import { voucherDecider } from "../../marketing/voucher";
import { type VoucherInput, voucherFromInput } from "../../marketing/voucherInput";
import { voucherStreamId } from "../../marketing/voucherModel";
import { INVALID_RESTAURANT_ID } from "../../shared/fieldRules";
import { businessTimeZone } from "./businessTimeZone";

export const createRewardVoucher = async (engine: Engine, businessId: string, input: VoucherInput, options: RunOptions): Promise<string> => {
  for (const [index, restaurantId] of (input.targetRestaurant ?? []).entries()) {
    const row = await engine.readModels.get(RESTAURANTS_TABLE, restaurantId);
    if (row?.businessId !== businessId) throw new DomainError(INVALID_RESTAURANT_ID, 400, ["targetRestaurant", String(index)]);
  }
  const voucherId = engine.context().newId();
  const voucher = voucherFromInput({ ...input, type: "MEMBER_REWARD" });
  const timeZone = await businessTimeZone(engine.readModels, businessId);
  const outcome = await engine.runner.transact(async (unit) => {
    await unit.decide(voucherDecider, voucherStreamId(voucherId), { type: "CreateVoucher", data: { voucherId, businessId, voucher } });
    return voucherId;
  }, { ...options, timeZone });
  return outcome.value;
};
