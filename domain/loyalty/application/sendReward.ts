// Sending a reward to members (spec 2 §2 Rewards 'send', §7 "Send reward: memberIds and
// rewardId"): each member gets one claim of the business's MEMBER_REWARD voucher and a RewardSent
// on its stream, the two in ONE unit of work per member (rewardClaims.ts).
// Decisions where the spec is silent:
// - `all: true` sends to every member of the business; otherwise memberIds must name at least one
//   member ('Members are required') and each must be the business's ('Member not found', 404,
//   checked before anything is sent). A voucher that is not a MEMBER_REWARD voucher of the
//   business is 'Invalid reward'.
// - A member whose claim the voucher refuses is listed in `failed` with the voucher's message and
//   gets nothing; the others still receive it.
// - A repeated Idempotency-Key replays each member's unit (its key is the request's plus the
//   member id), so a retried send gives nobody a second claim.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { voucherDecider } from "../../marketing/voucher";
import { voucherStreamId } from "../../marketing/voucherModel";
import { MEMBER_NOT_FOUND, memberDecider } from "../member/member";
import { MEMBERS_REQUIRED, type SendRewardInput } from "../member/memberInput";
import { memberStreamId } from "../member/memberModel";
import { MEMBERS_TABLE } from "../member/members.projection";
import { INVALID_REWARD } from "../programme/rewards";
import { businessTimeZone } from "./businessTimeZone";
import { onMember } from "./memberUnit";
import { claimRewards } from "./rewardClaims";

export interface RewardSendOutcome {
  readonly rewardId: string;
  readonly sent: number;
  readonly failed: ReadonlyArray<{ readonly memberId: string; readonly message: string }>;
}

const recipientsOf = async (engine: Engine, businessId: string, input: typeof SendRewardInput.Type): Promise<ReadonlyArray<string>> => {
  if (input.all === true) return (await engine.readModels.list(MEMBERS_TABLE, { where: { businessId } })).rows.map((row) => String(row.id));
  const memberIds = [...new Set(input.memberIds ?? [])];
  if (memberIds.length === 0) throw new DomainError(MEMBERS_REQUIRED, 400, ["memberIds"]);
  for (const memberId of memberIds) {
    const { state } = await engine.runner.load(memberDecider, memberStreamId(memberId));
    if (state.status !== "active" || state.businessId !== businessId) throw new DomainError(MEMBER_NOT_FOUND, 404);
  }
  return memberIds;
};

export const sendReward = async (engine: Engine, businessId: string, input: typeof SendRewardInput.Type, options: RunOptions): Promise<RewardSendOutcome> => {
  const { rewardId } = input;
  const { state: voucher } = await engine.runner.load(voucherDecider, voucherStreamId(rewardId));
  if (voucher.status !== "active" || voucher.businessId !== businessId || voucher.voucher.type !== "MEMBER_REWARD") {
    throw new DomainError(INVALID_REWARD, 400, ["rewardId"]);
  }
  const memberIds = await recipientsOf(engine, businessId, input);
  const timeZone = await businessTimeZone(engine.readModels, businessId);
  const failed: Array<RewardSendOutcome["failed"][number]> = [];
  for (const memberId of memberIds) {
    const { idempotency } = options;
    const memberOptions = { ...options, timeZone, ...(idempotency === undefined ? {} : { idempotency: { ...idempotency, key: `${idempotency.key}:${memberId}` } }) };
    const refusal = await onMember(engine, { businessId, memberId }, memberOptions, async ({ unit, member, decide }) => {
      const claimed = await claimRewards(unit, { memberId, phoneNumber: member.phoneNumber, name: member.name }, [rewardId]);
      const problem = claimed.failed[0];
      if (problem !== undefined) return problem.message;
      await decide({ type: "SendReward", data: { rewardId } });
      return null;
    });
    if (refusal !== null) failed.push({ memberId, message: refusal });
  }
  return { rewardId, sent: memberIds.length - failed.length, failed };
};
