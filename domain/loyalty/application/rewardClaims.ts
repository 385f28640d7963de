// The reward-claim step of a loyalty unit of work: a reward a member receives (on joining, from a
// store bundle, from a scheduled benefit, or sent from the portal) is a claim of a MEMBER_REWARD
// voucher assigned to the member (issue 4; spec 3), decided on the voucher's stream by the
// marketing engine's own command (AssignClaims, domain/marketing/voucher.ts) in the SAME unit as
// the member's own event, so both are appended together or not at all.
// Decisions where the spec is silent:
// - Each voucher stream is decided once per unit: a voucher named twice gets one command with
//   two claims, so the voucher's quota is checked against everything the unit assigns.
// - The reward was earned already: a voucher that cannot be claimed (deleted, quota reached, not
//   MEMBER_REWARD) does not undo the member's event; it is reported in `failed` (its refusal
//   stages nothing) and the other vouchers are still assigned.
// - Claim ids are fresh ids of the unit: a retried request is answered by its Idempotency-Key
//   and a retried job by its run's key, so no step runs twice.
import { DomainError } from "../../engine/decider";
import type { UnitOfWork } from "../../engine/unitOfWork";
import { voucherDecider } from "../../marketing/voucher";
import { voucherStreamId } from "../../marketing/voucherModel";

export interface RewardRecipient {
  readonly memberId: string;
  readonly phoneNumber: string;
  readonly name: string | null;
}

export interface RewardClaimOutcome {
  readonly assigned: ReadonlyArray<{ readonly voucherId: string; readonly claimId: string }>;
  readonly failed: ReadonlyArray<{ readonly voucherId: string; readonly message: string }>;
}

/** Assigns one claim of each named voucher to the member, in the unit. */
export const claimRewards = async (unit: UnitOfWork, recipient: RewardRecipient, voucherIds: ReadonlyArray<string>): Promise<RewardClaimOutcome> => {
  const counts = new Map<string, number>();
  for (const voucherId of voucherIds) counts.set(voucherId, (counts.get(voucherId) ?? 0) + 1);
  const assigned: Array<RewardClaimOutcome["assigned"][number]> = [];
  const failed: Array<RewardClaimOutcome["failed"][number]> = [];
  const { memberId, phoneNumber, name } = recipient;
  for (const [voucherId, count] of counts) {
    const claimIds = Array.from({ length: count }, () => unit.context.newId());
    try {
      await unit.decide(voucherDecider, voucherStreamId(voucherId), {
        type: "AssignClaims",
        data: { claims: claimIds.map((claimId) => ({ claimId, memberId, phoneNumber, name })), via: "reward", requireType: "MEMBER_REWARD" },
      });
      assigned.push(...claimIds.map((claimId) => ({ voucherId, claimId })));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push(...claimIds.map(() => ({ voucherId, message: error.message })));
    }
  }
  return { assigned, failed };
};
