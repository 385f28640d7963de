// The member stat payload of PUT /membership/members/{id} {stat, totalSpent?} ('Member stat
// updated', spec 2 §7): the member's visit figures as the portal sets them (memberStat.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { StatInput } from "../member/memberStat";
import { type MemberRef, onMember } from "./memberUnit";

export interface StatUpdate {
  readonly stat: StatInput;
  readonly totalSpent?: number | undefined;
}

export const updateMemberStat = (engine: Engine, ref: MemberRef, { stat, totalSpent }: StatUpdate, options: RunOptions): Promise<void> =>
  onMember(engine, ref, options, async ({ decide }) => {
    await decide({ type: "UpdateStat", data: { stat, totalSpent } });
  });
