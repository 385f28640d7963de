// Replacing a voucher's document (PUT /vouchers/{id}): UpdateVoucher on `voucher-{id}` with the
// revision it was read at (a stale one is 409) and the updateClaim flag (voucher.ts); its target
// restaurants must be the business's. The caller decodes the body into the stored document.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { voucherDecider } from "../voucher";
import type { VoucherDoc } from "../voucherResponse";
import { voucherStreamId } from "../voucherModel";
import { refuseForeignRestaurants } from "./targetRestaurants";

export interface VoucherChange {
  readonly businessId: string;
  readonly voucherId: string;
  readonly voucher: VoucherDoc;
  /** Existing claims take the new terms too. */
  readonly updateClaim: boolean;
  readonly rev: number | undefined;
}

export const updateVoucher = async (engine: Engine, change: VoucherChange, options: RunOptions): Promise<void> => {
  const { businessId, voucherId, voucher, updateClaim, rev } = change;
  await refuseForeignRestaurants(engine.readModels, businessId, voucher.targetRestaurant);
  await engine.runner.run(voucherDecider, voucherStreamId(voucherId), { type: "UpdateVoucher", data: { voucher, updateClaim, rev } }, options);
};
