// Creating a voucher (POST /vouchers, the demo and seed data): one CreateVoucher on its own
// stream `voucher-{id}`, its target restaurants being the business's. The caller decodes the body
// into the stored document first (voucherInput.ts: the Schema and the cross-field rules) and runs
// in the business time zone (RunOptions.timeZone), which the voucher records.
// A repeated Idempotency-Key answers the first voucher's id and creates nothing.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { voucherDecider } from "../voucher";
import type { VoucherDoc } from "../voucherResponse";
import { voucherStreamId } from "../voucherModel";
import { refuseForeignRestaurants } from "./targetRestaurants";

export interface NewVoucher {
  readonly businessId: string;
  readonly voucher: VoucherDoc;
}

/** Creates the voucher and answers its id. */
export const createVoucher = async (engine: Engine, { businessId, voucher }: NewVoucher, options: RunOptions): Promise<string> => {
  await refuseForeignRestaurants(engine.readModels, businessId, voucher.targetRestaurant);
  const voucherId = engine.context().newId();
  const { value } = await engine.runner.transact(async (unit) => {
    await unit.decide(voucherDecider, voucherStreamId(voucherId), { type: "CreateVoucher", data: { voucherId, businessId, voucher } });
    return voucherId;
  }, options);
  return value;
};
