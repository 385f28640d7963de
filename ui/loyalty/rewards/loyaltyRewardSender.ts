// Owns: the shared send-reward dialog's sender bound to the loyalty programme of one business
// (ui/kit/pickers/pickerPorts.ts): members are the programme's (GET /membership/members),
// named as the member screens name them; a send is POST /membership/send-reward, whose refused
// members come back with the voucher's message.
import type { LoyaltyPort } from "../../ports/loyaltyPort";
import type { RewardSender } from "../../kit/pickers/pickerPorts";
import { nameOf, phoneOf } from "../../../domain/loyalty/member/memberNames";

export const loyaltyRewardSender = (loyalty: LoyaltyPort, businessId: string): RewardSender => ({
  findMembers: async (query) => {
    const page = await loyalty.listMembers(businessId, query);
    return {
      totalResources: page.totalResources,
      resources: page.resources.map((member) => ({ id: member.id, name: nameOf(member), phoneNumber: phoneOf(member) })),
    };
  },
  send: async (send) => {
    const outcome = await loyalty.sendReward(businessId, send);
    return { sent: outcome.sent, failures: outcome.failed.map((failure) => failure.message) };
  },
});
