// The shared pickers' view of the outside world (spec 2 §2 Rewards send dialog, spec 3 §2 member
// list picker and send-reward dialog), as types only. A screen binds them to its own port and
// business (the rewards page to the loyalty port's members and send-reward calls; the voucher
// page can bind its voucher send), so the pickers never know which API they talk to.
import type { PickedMember, SendInput, SendOutput } from "../../../machines/loyalty/rewardSend.machine";

export type { PickedMember, SendInput, SendOutput };

export interface MemberQuery {
  readonly search: string;
  readonly limit: number;
  readonly skip: number;
}

export interface MemberPage {
  readonly resources: ReadonlyArray<PickedMember>;
  readonly totalResources: number;
}

/** Finds the business's members, a page at a time. */
export interface MemberDirectory {
  readonly findMembers: (query: MemberQuery) => Promise<MemberPage>;
}

/** Finds members and sends one reward to some of them. */
export interface RewardSender extends MemberDirectory {
  readonly send: (send: SendInput) => Promise<SendOutput>;
}
