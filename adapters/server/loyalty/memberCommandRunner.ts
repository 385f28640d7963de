// Runs a member-stream command for a signed-in caller in the business's time zone (title and
// free credit expiry are end-of-day dates there), through the engine's one runner (which queues
// commands on one member in this process, so 200 concurrent deductions each get their real
// answer, 'Credit cannot go below 0', rather than a version conflict).
import type { CommandOutcome } from "../../../domain/engine/commandHandler";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { type MemberCommand, type MemberState, memberStreamId } from "../../../domain/loyalty/member/memberModel";
import type { Caller } from "../business/caller";

export type RunMember = (memberId: string, command: MemberCommand, operation?: string) => Promise<CommandOutcome<MemberState>>;

export const memberRunner = (caller: Caller, timeZone: string): RunMember => (memberId, command, operation) =>
  caller.engine.runner.run(memberDecider, memberStreamId(memberId), command, caller.options(operation, timeZone));
