// Sending a reward to members (spec 2 §2 Rewards 'send', §7 "Send reward: memberIds and
// rewardId (path not shown)"), under /api/v2/businesses/{businessId}/membership:
//   POST /send-reward {rewardId, memberIds?, all?} (Idempotency-Key) → {rewardId, sent, failed}
// Needs `update Membership`. Each member gets one claim of the MEMBER_REWARD voucher and a
// RewardSent in one unit of work (domain/loyalty/application/sendReward.ts, which owns the rules:
// 'Invalid reward', 'Members are required', 'Member not found').
// Decision where the spec is silent: the path is ours.
import type { FastifyInstance } from "fastify";
import { sendReward } from "../../../domain/loyalty/application/sendReward";
import { SendRewardInput } from "../../../domain/loyalty/member/memberInput";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { membershipBusiness } from "./memberAccess";

type ByBusiness = { Params: { businessId: string } };

export const memberRewardRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.post<ByBusiness>("/businesses/:businessId/membership/send-reward", async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    const input = decodeBody(SendRewardInput, request.body);
    return success(await sendReward(engine, businessId, input, caller.options(`send-reward:${input.rewardId}`)));
  });
};
