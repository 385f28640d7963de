// The public claim of an attraction voucher by a phone (POST /public/vouchers/{id}/claim):
// ClaimPublic on `voucher-{id}`, checked by the voucher in the spec's order (voucherClaimable.ts);
// a missing or deleted voucher is 'Voucher not found' (404). The claim's code is its id. Claims
// of one voucher queue behind each other in this process (1,000 at once on a quota of 100 give
// exactly 100). A repeated Idempotency-Key answers the first claim's id.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { voucherDecider } from "../voucher";
import { voucherStreamId } from "../voucherModel";

export interface PublicClaim {
  readonly voucherId: string;
  readonly phoneNumber: string;
}

/** Claims the voucher for the phone and answers the claim's id. */
export const claimVoucher = async (engine: Engine, { voucherId, phoneNumber }: PublicClaim, options: RunOptions): Promise<string> => {
  const stream = voucherStreamId(voucherId);
  const claimId = engine.context().newId();
  const { value } = await engine.runner.transact(async (unit) => {
    await unit.decide(voucherDecider, stream, { type: "ClaimPublic", data: { claimId, phoneNumber } });
    return claimId;
  }, { ...options, queueKey: stream });
  return value;
};
