// The loyalty port's reward and history calls (spec 2 §2 Rewards, §3 Reward, §7 "POST
// /membership/member-reward-voucher", "Send reward: memberIds and rewardId"), as types only;
// LoyaltyPort (loyaltyPort.ts) extends this. The server's routes are
// adapters/server/loyalty/programmeRewardRoutes.ts, memberRewardRoutes.ts and the history read of
// programmeRoutes.ts.
// Decisions where the spec is silent:
// - A reward row is the server's: whether it is given on joining, whether it is in the level-up
//   pool (or fixed for a level), its pool weight (`proportion`) and minLevel (null outside the
//   pool), and its voucher's counters.
// - A send answers how many members received the reward and, for each member the voucher
//   refused (quota reached), the voucher's message.
// - The programme history is every programme event, newest first, with who made it.
import type { VoucherInput } from "../../domain/marketing/voucherInput";
import type { Voucher } from "./marketingPort";

export interface RewardRow {
  readonly id: string;
  readonly name: string;
  readonly onjoinReward: boolean;
  readonly levelupReward: boolean;
  readonly minLevel: number | null;
  readonly proportion: number | null;
  readonly redeemed: number;
  readonly claimed: number;
}

export interface RewardSend {
  readonly rewardId: string;
  readonly memberIds: ReadonlyArray<string>;
}

export interface RewardSendOutcome {
  readonly sent: number;
  readonly failed: ReadonlyArray<{ readonly memberId: string; readonly message: string }>;
}

/** One change of the programme (GET /membership/history). */
export interface ProgrammeChange {
  readonly version: number;
  /** The programme event's type, e.g. "OnLevelRewardReplaced". */
  readonly type: string;
  readonly actor: string | null;
  readonly actorName: string | null;
  readonly occurredAt: string;
}

export interface LoyaltyRewardsPort {
  readonly listRewards: (businessId: string) => Promise<ReadonlyArray<RewardRow>>;
  readonly createMemberReward: (businessId: string, input: VoucherInput) => Promise<Voucher>;
  readonly deleteReward: (businessId: string, rewardId: string) => Promise<void>;
  readonly sendReward: (businessId: string, send: RewardSend) => Promise<RewardSendOutcome>;
  readonly programmeHistory: (businessId: string) => Promise<ReadonlyArray<ProgrammeChange>>;
}
