// Runs a member-stream command for a signed-in caller in the business's time zone (title and
// free credit expiry are end-of-day dates there), stamped with the user and the request id.
// A POST's Idempotency-Key is scoped to the user and the operation, as in business/caller.ts.
// Commands on one member queue behind each other in this process (marketing/streamQueue.ts), so a
// burst on one member (200 concurrent deductions) gets each its real answer ('Credit cannot go
// below 0') rather than a version conflict; across processes the engine's version check decides.
import { Result } from "effect";
import type { FastifyRequest } from "fastify";
import type { CommandOutcome } from "../../../domain/engine/commandHandler";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { type MemberCommand, type MemberState, memberStreamId } from "../../../domain/loyalty/member/memberModel";
import type { Caller } from "../business/caller";
import { serialised } from "../../engine/streamQueue";

export type RunMember = (memberId: string, command: MemberCommand, operation?: string) => Promise<CommandOutcome<MemberState>>;

const idempotencyKeyOf = (request: FastifyRequest, caller: Caller, operation: string | undefined): string | undefined => {
  const key = request.headers["idempotency-key"];
  if (operation === undefined || typeof key !== "string" || key.trim() === "") return undefined;
  return `${caller.user.userId}:${operation}:${key.trim()}`;
};

export const memberRunner = (request: FastifyRequest, caller: Caller, timeZone: string): RunMember =>
  async (memberId, command, operation) => {
    const idempotencyKey = idempotencyKeyOf(request, caller, operation);
    const streamId = memberStreamId(memberId);
    const result = await serialised(streamId, () =>
      caller.engine.commands.handle(memberDecider, streamId, command, {
        context: caller.engine.context(timeZone),
        meta: { actor: caller.user.userId, correlationId: request.id },
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      }));
    if (Result.isFailure(result)) throw result.failure;
    return result.success;
  };
