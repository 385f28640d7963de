// The reward-claim step: a reward a member receives (on joining, on a level-up draw or fixed
// voucher, or sent from the portal) is a claim of a MEMBER_REWARD voucher assigned to the member
// (issue 4; spec 3), written on the voucher's stream by the marketing engine's own command
// (domain/marketing/voucher.ts assignMemberRewardClaim). The member stream records which
// vouchers it received; this step turns each into a claim.
// Decisions where the spec is silent:
// - A claim's id is derived from the member, the occasion and the voucher (SHA-256, 24 hex), so
//   running the step again (a retried request) assigns nothing twice.
// - On-join and level-up rewards were earned already (recorded in the member's events): a
//   voucher that cannot be claimed (deleted, quota reached, not MEMBER_REWARD) does not undo
//   the member's event; the step reports it in `failed` and the rest are still assigned.
import { createHash } from "node:crypto";
import { Result } from "effect";
import { assignMemberRewardClaim, voucherDecider } from "../../../domain/marketing/voucher";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";
import type { EngineRuntime } from "../engineRuntime";

export interface RewardRecipient {
  readonly memberId: string;
  readonly phoneNumber: string;
  readonly name: string | null;
}

export interface RewardClaimOutcome {
  readonly assigned: ReadonlyArray<{ readonly voucherId: string; readonly claimId: string }>;
  readonly failed: ReadonlyArray<{ readonly voucherId: string; readonly message: string }>;
}

export const rewardClaimId = (memberId: string, occasion: string, voucherId: string, index: number): string =>
  createHash("sha256").update(`${memberId}:${occasion}:${voucherId}:${index}`).digest("hex").slice(0, 24);

/** Assigns one claim of each voucher to the member; `occasion` names why (e.g. `join`, `bill-{id}-level-3`). */
export const assignRewardClaims = async (
  engine: EngineRuntime,
  actor: string,
  correlationId: string,
  recipient: RewardRecipient,
  occasion: string,
  voucherIds: ReadonlyArray<string>,
): Promise<RewardClaimOutcome> => {
  const assigned: Array<RewardClaimOutcome["assigned"][number]> = [];
  const failed: Array<RewardClaimOutcome["failed"][number]> = [];
  for (const [index, voucherId] of voucherIds.entries()) {
    const claimId = rewardClaimId(recipient.memberId, occasion, voucherId, index);
    const result = await engine.commands.handle(
      voucherDecider,
      voucherStreamId(voucherId),
      assignMemberRewardClaim({ claimId, memberId: recipient.memberId, phoneNumber: recipient.phoneNumber, name: recipient.name }),
      { context: engine.context(), meta: { actor, correlationId } },
    );
    if (Result.isSuccess(result)) assigned.push({ voucherId, claimId });
    else failed.push({ voucherId, message: result.failure.message });
  }
  return { assigned, failed };
};
