// The reward-claim step that FOLLOWS a member's committed event (a bill's level-up draws and
// fixed vouchers): each voucher the member stream recorded becomes a claim of that MEMBER_REWARD
// voucher assigned to the member (issue 4; spec 3), written on the voucher's stream by the
// marketing engine's own command (domain/marketing/voucher.ts assignMemberRewardClaim) through
// the engine's runner. Rewards decided together with their member event (on joining, store
// bundles, benefits, portal sends) are claimed inside that unit of work instead
// (domain/loyalty/application/rewardClaims.ts).
// A bill's rewards follow as a reaction (ARCHITECTURE §2.6) from the committed BillCompleted:
// `billRewardClaimsReaction` assigns them in one unit of work, idempotent by the runner's key
// derived from the event.
// Decisions where the spec is silent:
// - A claim's id is derived from the member, the occasion and the voucher (SHA-256, 24 hex), so
//   running the step again (a retried request, a reaction after a restart, or the reaction
//   following bills an older build claimed synchronously) assigns nothing twice.
// - Level-up rewards were earned already (recorded in the member's events): a voucher that
//   cannot be claimed (deleted, quota reached, not MEMBER_REWARD) does not undo the member's
//   event; the step reports it in `failed` (the reaction counts it as a refusal, visible to
//   admins) and the rest are still assigned.
import { createHash } from "node:crypto";
import type { Engine, RunOptions } from "../../../domain/engine/commandRunner";
import { DomainError } from "../../../domain/engine/decider";
import type { Reaction } from "../../../domain/engine/reaction";
import type { UnitOfWork } from "../../../domain/engine/unitOfWork";
import type { RewardClaimOutcome, RewardRecipient } from "../../../domain/loyalty/application/rewardClaims";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { MEMBER_STREAM_PREFIX, type MemberEvent } from "../../../domain/loyalty/member/memberModel";
import { assignMemberRewardClaim, voucherDecider } from "../../../domain/marketing/voucher";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";

type Assigned = RewardClaimOutcome["assigned"][number];
type Failed = RewardClaimOutcome["failed"][number];

const rewardClaimId = (memberId: string, occasion: string, voucherId: string, index: number): string =>
  createHash("sha256").update(`${memberId}:${occasion}:${voucherId}:${index}`).digest("hex").slice(0, 24);

const billOccasion = (billId: string): string => `bill-${billId}`;

/** Tries each claim with `assign`; a refusal is reported in `failed`, anything else thrown. */
const eachClaim = async (
  recipient: RewardRecipient,
  occasion: string,
  voucherIds: ReadonlyArray<string>,
  assign: (voucherId: string, claimId: string) => Promise<unknown>,
): Promise<RewardClaimOutcome> => {
  const assigned: Assigned[] = [];
  const failed: Failed[] = [];
  for (const [index, voucherId] of voucherIds.entries()) {
    const claimId = rewardClaimId(recipient.memberId, occasion, voucherId, index);
    try {
      await assign(voucherId, claimId);
      assigned.push({ voucherId, claimId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push({ voucherId, message: error.message });
    }
  }
  return { assigned, failed };
};

const claimCommand = (recipient: RewardRecipient, claimId: string) =>
  assignMemberRewardClaim({ claimId, memberId: recipient.memberId, phoneNumber: recipient.phoneNumber, name: recipient.name });

/** Assigns one claim of each voucher to the member; `occasion` names why (e.g. `bill-{id}`). */
export const assignRewardClaims = (
  engine: Engine,
  actor: string,
  correlationId: string,
  recipient: RewardRecipient,
  occasion: string,
  voucherIds: ReadonlyArray<string>,
): Promise<RewardClaimOutcome> =>
  eachClaim(recipient, occasion, voucherIds, (voucherId, claimId) =>
    engine.runner.run(voucherDecider, voucherStreamId(voucherId), claimCommand(recipient, claimId), { actor, correlationId }));

/** The same claims decided inside a unit of work (a refused one stages nothing). */
const assignInUnit = (unit: UnitOfWork, recipient: RewardRecipient, occasion: string, voucherIds: ReadonlyArray<string>) =>
  eachClaim(recipient, occasion, voucherIds, (voucherId, claimId) =>
    unit.decide(voucherDecider, voucherStreamId(voucherId), claimCommand(recipient, claimId)));

/** The claims a bill's rewards become (the reaction assigns them): for the till's answer. */
export const billRewardClaims = (memberId: string, billId: string, voucherIds: ReadonlyArray<string>): RewardClaimOutcome => ({
  assigned: voucherIds.map((voucherId, index) => ({ voucherId, claimId: rewardClaimId(memberId, billOccasion(billId), voucherId, index) })),
  failed: [],
});

const assignBillRewards = async (engine: Engine, event: MemberEvent & { readonly type: "BillCompleted" }, streamId: string, options: RunOptions) => {
  const { state } = await engine.runner.load(memberDecider, streamId);
  if (state.status !== "active") return [];
  const voucherIds = state.bills[event.data.billId]?.rewardIds ?? [];
  if (voucherIds.length === 0) return [];
  const recipient = { memberId: state.memberId, phoneNumber: state.phoneNumber, name: state.name };
  const { value } = await engine.runner.transact((unit) => assignInUnit(unit, recipient, billOccasion(event.data.billId), voucherIds), options);
  return value.failed.map((f) => `Voucher ${f.voucherId} for bill ${event.data.billId}: ${f.message}`);
};

export const billRewardClaimsReaction: Reaction = {
  name: "bill-reward-claims",
  follows: ["BillCompleted"],
  handle: async (event, engine, options) => {
    const bill = event as unknown as MemberEvent;
    if (!event.streamId.startsWith(MEMBER_STREAM_PREFIX) || bill.type !== "BillCompleted") return [];
    return assignBillRewards(engine, bill, event.streamId, options);
  },
};
