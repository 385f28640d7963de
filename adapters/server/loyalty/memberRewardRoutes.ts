// Sending a reward to members (spec 2 §2 Rewards 'send', §7 "Send reward: memberIds and
// rewardId (path not shown)"), under /api/v2/businesses/{businessId}/membership:
//   POST /send-reward {rewardId, memberIds?, all?} (Idempotency-Key) → {rewardId, sent, failed}
// Needs `update Membership`. The reward is a MEMBER_REWARD voucher of the business; each member
// gets one claim of it (memberRewardClaims.ts) and a RewardSent event on its stream.
// Decisions where the spec is silent:
// - The path is ours. `all: true` sends to every member of the business ('Are you sure you want
//   to send all?' is the screen's); otherwise memberIds must name at least one member
//   ('Members are required') and each must be the business's ('Member not found', 404,
//   checked before anything is sent). A voucher that is not a MEMBER_REWARD voucher of the
//   business is 'Invalid reward'.
// - A member whose claim the voucher refuses (quota reached) is listed in `failed` with the
//   voucher's message; the others still receive it.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { MEMBERS_REQUIRED, SendRewardInput } from "../../../domain/loyalty/member/memberInput";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import { INVALID_REWARD } from "../../../domain/loyalty/programme/rewards";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "./businessTimeZone";
import { memberRowIn, membershipBusiness } from "./memberAccess";
import { memberRunner } from "./memberCommandRunner";
import { assignRewardClaims } from "./memberRewardClaims";

type ByBusiness = { Params: { businessId: string } };

export const memberRewardRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  app.post<ByBusiness>("/businesses/:businessId/membership/send-reward", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const input = decodeBody(SendRewardInput, request.body);
    const voucher = await readModels.get(VOUCHERS_TABLE, input.rewardId);
    if (voucher === undefined || voucher.businessId !== businessId || voucher.type !== "MEMBER_REWARD") {
      throw new DomainError(INVALID_REWARD, 400, ["rewardId"]);
    }
    let members: ReadonlyArray<Row>;
    if (input.all === true) members = (await readModels.list(MEMBERS_TABLE, { where: { businessId } })).rows;
    else {
      const ids = [...new Set(input.memberIds ?? [])];
      if (ids.length === 0) throw new DomainError(MEMBERS_REQUIRED, 400, ["memberIds"]);
      members = await Promise.all(ids.map((id) => memberRowIn(caller, businessId, id)));
    }
    const sendId = caller.newId(`send-reward:${input.rewardId}`);
    const run = memberRunner(caller, await businessTimeZone(readModels, businessId));
    const failed: Array<{ memberId: string; message: string }> = [];
    let sent = 0;
    for (const member of members) {
      const memberId = String(member.id);
      const recipient = { memberId, phoneNumber: String(member.phoneNumber), name: (member.name as string | null) ?? null };
      const outcome = await assignRewardClaims(engine, caller.user.userId, request.id, recipient, `send-${sendId}`, [input.rewardId]);
      const problem = outcome.failed[0];
      if (problem !== undefined) {
        failed.push({ memberId, message: problem.message });
        continue;
      }
      await run(memberId, { type: "SendReward", data: { rewardId: input.rewardId } }, `send-reward:${sendId}:${memberId}`);
      sent += 1;
    }
    return success({ rewardId: input.rewardId, sent, failed });
  });
};
