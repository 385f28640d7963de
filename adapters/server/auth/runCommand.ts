// Runs one command of the identity flows through the engine and unwraps its Result: the outcome,
// or the DomainError thrown for the error handler to answer (its status and exact message).
// Every append is stamped with the acting user (null for anonymous sign-up calls, "system:…"
// for start-up jobs) and a fresh correlation id.
import { randomUUID } from "node:crypto";
import { Result } from "effect";
import type { Decider, DomainEvent } from "../../../domain/engine/decider";
import type { CommandOutcome } from "../../../domain/engine/commandHandler";
import type { EngineRuntime } from "../engineRuntime";

export const runCommand = async <S, C, E extends DomainEvent>(
  engine: EngineRuntime,
  decider: Decider<S, C, E>,
  streamId: string,
  command: C,
  actor: string | null,
): Promise<CommandOutcome<S>> => {
  const result = await engine.commands.handle(decider, streamId, command, {
    context: engine.context(),
    meta: { actor, correlationId: randomUUID() },
  });
  if (Result.isFailure(result)) throw result.failure;
  return result.success;
};
