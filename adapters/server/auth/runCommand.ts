// Runs one command through the engine's one runner, stamped with the acting user (null for an
// anonymous caller, such as a public voucher claim) and a fresh correlation id. The identity
// routes themselves call application functions (domain/auth/application/).
import type { CommandOutcome } from "../../../domain/engine/commandHandler";
import type { Decider, DomainEvent } from "../../../domain/engine/decider";
import type { EngineRuntime } from "../engineRuntime";

export const runCommand = <S, C, E extends DomainEvent>(
  engine: EngineRuntime,
  decider: Decider<S, C, E>,
  streamId: string,
  command: C,
  actor: string | null,
): Promise<CommandOutcome<S>> => engine.runner.run(decider, streamId, command, { actor });
