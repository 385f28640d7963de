// The reward-claim step that FOLLOWS a member's committed event (a bill's level-up draws and
// fixed vouchers): each voucher the member stream recorded becomes a claim of that MEMBER_REWARD
// voucher assigned to the member (issue 4; spec 3), written on the voucher's stream by the
// marketing engine's own command (domain/marketing/voucher.ts assignMemberRewardClaim) through
// the engine's runner. Rewards decided together with their member event (on joining, store
// bundles, benefits, portal sends) are claimed inside that unit of work instead
// (domain/loyalty/application/rewardClaims.ts).
// Decisions where the spec is silent:
// - A claim's id is derived from the member, the occasion and the voucher (SHA-256, 24 hex), so
//   running the step again (a retried request) assigns nothing twice.
// - On-join and level-up rewards were earned already (recorded in the member's events): a
//   voucher that cannot be claimed (deleted, quota reached, not MEMBER_REWARD) does not undo
//   the member's event; the step reports it in `failed` and the rest are still assigned.
import { createHash } from "node:crypto";
import type { Engine } from "../../../domain/engine/commandRunner";
import { DomainError } from "../../../domain/engine/decider";
import type { RewardClaimOutcome, RewardRecipient } from "../../../domain/loyalty/application/rewardClaims";
import { assignMemberRewardClaim, voucherDecider } from "../../../domain/marketing/voucher";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";

const rewardClaimId = (memberId: string, occasion: string, voucherId: string, index: number): string =>
  createHash("sha256").update(`${memberId}:${occasion}:${voucherId}:${index}`).digest("hex").slice(0, 24);

/** Assigns one claim of each voucher to the member; `occasion` names why (e.g. `join`, `bill-{id}-level-3`). */
export const assignRewardClaims = async (
  engine: Engine,
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
    try {
      await engine.runner.run(
        voucherDecider,
        voucherStreamId(voucherId),
        assignMemberRewardClaim({ claimId, memberId: recipient.memberId, phoneNumber: recipient.phoneNumber, name: recipient.name }),
        { actor, correlationId },
      );
      assigned.push({ voucherId, claimId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push({ voucherId, message: error.message });
    }
  }
  return { assigned, failed };
};
