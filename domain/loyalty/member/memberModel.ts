// The member aggregate's language, stream `member-{memberId}` (decisions in member.ts and
// memberBills.ts): one member of one business's programme, its level and experience, titles,
// stats, the bills it earned from and its credit ledger. A member's credit balance invariant
// (never below 0, equal to the sum of its movements) lives in this one stream.
// Events carry the values after the change (level, experience, stat, titles), so evolving is a
// copy and replay never recomputes a rule or re-rolls a draw.
import type { LevelUpStep } from "../levelUp";
import type { Money } from "../../shared/money";
import type { CreditBalance, CreditDelta } from "./creditLedger";
import type { MemberStat, StatInput } from "./memberStat";
import type { StorePurchase, StorePurchaseRecord, StorePurchaseReversal } from "../store/storePurchaseModel";

export const CREDIT_SOURCES = ["PORTAL", "BENEFIT", "STORE", "ORDER", "BILL", "BILL_DISCOUNT", "EXPIRED", "CASHBACK"] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

export interface MemberTitle {
  readonly id: string;
  readonly acquiredAt: string;
  /** ISO instant: the end of the day the title's days ran to (domain/loyalty/titles.ts). */
  readonly expiredAt: string;
}

export interface BillItem {
  readonly productId: string;
  readonly quantity: number;
  readonly price: Money;
}

export interface CreditTransaction extends CreditDelta {
  readonly transactionId: string;
  readonly businessId: string;
  readonly memberId: string;
  readonly seqNo: number;
  readonly source: CreditSource;
  /** What caused it: a bill id, a reward, a store purchase...; null for a portal movement. */
  readonly ref: string | null;
  readonly restaurantId: string | null;
  readonly remark: string;
  /** The transaction this one takes back (its row then reads reverted: true). */
  readonly reverts: string | null;
  readonly recordedAt: string;
}

export interface Enrolment {
  readonly memberId: string;
  readonly businessId: string;
  readonly phoneNumber: string;
  readonly name: string | null;
  readonly birthday: string | null;
  readonly cardNo: string | null;
}

export type MemberEvent =
  | { readonly type: "MemberEnrolled"; readonly data: Enrolment & { readonly joinedAt: string; readonly onJoinRewardIds: ReadonlyArray<string> } }
  | { readonly type: "MemberProfileUpdated"; readonly data: { readonly level: number; readonly experience: number; readonly cardNo: string | null; readonly updatedAt: string } }
  | { readonly type: "MemberTitlesChanged"; readonly data: { readonly titles: ReadonlyArray<MemberTitle>; readonly changedAt: string } }
  | { readonly type: "MemberStatUpdated"; readonly data: { readonly stat: MemberStat; readonly totalSpent: Money; readonly updatedAt: string } }
  | { readonly type: "CreditTransactionRecorded"; readonly data: CreditTransaction }
  | { readonly type: "RewardSent"; readonly data: { readonly rewardId: string; readonly sentAt: string } }
  | {
      readonly type: "BillCompleted";
      readonly data: {
        readonly billId: string;
        readonly restaurantId: string;
        readonly total: Money;
        readonly items: ReadonlyArray<BillItem>;
        readonly closedAt: string;
        readonly experienceGained: number;
        /** Each level reached, with its reward draw as it fell (roll and outcome). */
        readonly levelUps: ReadonlyArray<LevelUpStep>;
        readonly level: number;
        readonly experience: number;
        readonly stat: MemberStat;
        readonly totalSpent: Money;
        /** The CASHBACK transaction the bill paid (its free lot has the same id), or null. */
        readonly cashbackTransactionId: string | null;
      };
    }
  | {
      readonly type: "BillRefunded";
      readonly data: {
        readonly billId: string;
        readonly restaurantId: string;
        readonly experienceRemoved: number;
        readonly experience: number;
        /** Rewards the bill drew: they stay with the member (recorded, not taken back). */
        readonly rewardsKept: ReadonlyArray<string>;
        readonly stat: MemberStat;
        readonly totalSpent: Money;
        readonly cashbackReversalId: string | null;
        readonly refundedAt: string;
      };
    }
  | { readonly type: "StorePurchased"; readonly data: StorePurchase }
  | { readonly type: "StorePurchaseReverted"; readonly data: StorePurchaseReversal };

export interface SendCredit {
  readonly normal: number;
  readonly free: { readonly amount: number; readonly days: number } | null;
  readonly remark: string;
  readonly source: CreditSource;
  readonly ref: string | null;
}

export type MemberCommand =
  | { readonly type: "EnrolMember"; readonly data: Enrolment & { readonly onJoinRewardIds: ReadonlyArray<string> } }
  | { readonly type: "UpdateMember"; readonly data: import("./memberUpdate").MemberUpdate }
  | { readonly type: "AssignTitle"; readonly data: { readonly titleId: string; readonly days: number; readonly knownTitleIds: ReadonlyArray<string> } }
  | { readonly type: "SendCredit"; readonly data: SendCredit }
  | { readonly type: "DeductCredit"; readonly data: { readonly amount: number; readonly remark: string; readonly source: CreditSource; readonly ref: string | null; readonly restaurantId: string | null } }
  | { readonly type: "UpdateStat"; readonly data: { readonly stat: StatInput; readonly totalSpent?: number | undefined } }
  | { readonly type: "SendReward"; readonly data: { readonly rewardId: string } }
  | { readonly type: "ExpireFreeCredit"; readonly data: Record<string, never> }
  | { readonly type: "CompleteBill"; readonly data: import("./memberBills").BillCompletion }
  | { readonly type: "RefundBill"; readonly data: { readonly billId: string; readonly restaurantId: string } }
  | { readonly type: "PurchaseBundle"; readonly data: import("../store/storePurchase").BundlePurchase }
  | { readonly type: "RevertStorePurchase"; readonly data: { readonly purchaseId: string } };

export interface BillRecord {
  readonly billId: string;
  readonly restaurantId: string;
  readonly status: "completed" | "refunded";
  readonly total: Money;
  readonly items: ReadonlyArray<BillItem>;
  readonly experienceGained: number;
  readonly rewardIds: ReadonlyArray<string>;
  readonly cashbackTransactionId: string | null;
}

export interface ActiveMember extends Enrolment {
  readonly status: "active";
  readonly joinedAt: string;
  readonly level: number;
  readonly experience: number;
  readonly titles: ReadonlyArray<MemberTitle>;
  readonly credit: CreditBalance;
  /** seqNo of the last credit transaction (0: none yet). */
  readonly seqNo: number;
  readonly stat: MemberStat;
  readonly totalSpent: Money;
  readonly bills: Readonly<Record<string, BillRecord>>;
  /** Member-store purchases by purchaseId (domain/loyalty/store/storePurchase.ts). */
  readonly purchases: Readonly<Record<string, StorePurchaseRecord>>;
  readonly revision: number;
}

export type MemberState = { readonly status: "none"; readonly revision: number } | ActiveMember;

export const memberStreamId = (memberId: string): string => `member-${memberId}`;
export const MEMBER_STREAM_PREFIX = "member-";
