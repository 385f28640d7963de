// The public claim of an attraction voucher by a proven phone (POST /public/vouchers/{id}/claim,
// ARCHITECTURE §3): the phone's `claim` verification is redeemed (ConsumeVerification on its OTP
// challenge) and ClaimPublic decided on `voucher-{id}` in ONE unit of work, so a refused claim
// leaves the proof unspent and a proof claims once. The voucher checks the spec's order
// (voucherClaimable.ts); a missing or deleted voucher is 'Voucher not found' (404). The claim's
// code is its id. Claims of one voucher queue behind each other in this process (1,000 at once
// on a quota of 100 give exactly 100). A repeated Idempotency-Key answers the first claim's id.
// An unspendable proof is 401 'Phone number not verified, please request a new OTP'. With a claim
// link's `code`, the unassigned claim of that code becomes the phone's (voucher.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type ClaimProof, spendClaimProof } from "../../auth/application/claimProof";
import { voucherDecider } from "../voucher";
import { voucherStreamId } from "../voucherModel";

export interface PublicClaim {
  readonly voucherId: string;
  readonly phoneNumber: string;
  /** The code of an unassigned claim to take (a claim link's `code`); absent, a new claim. */
  readonly code?: string | undefined;
}

/** Claims the voucher for the proven phone and answers the claim's id. */
export const claimVoucher = async (engine: Engine, { voucherId, phoneNumber, code }: PublicClaim, proof: ClaimProof, options: RunOptions): Promise<string> => {
  const stream = voucherStreamId(voucherId);
  const newId = engine.context().newId();
  const { value } = await engine.runner.transact(async (unit) => {
    const { events } = await unit.decide(voucherDecider, stream, { type: "ClaimPublic", data: { claimId: newId, phoneNumber, ...(code === undefined ? {} : { code }) } });
    await spendClaimProof(unit, phoneNumber, proof);
    const assigned = events.find((event) => event.type === "ClaimsAssigned");
    return assigned?.type === "ClaimsAssigned" ? (assigned.data.claims[0]?.claimId ?? newId) : newId;
  }, { ...options, queueKey: stream });
  return value;
};
