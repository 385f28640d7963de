// The ports the application functions of every bounded context run on (ARCHITECTURE §2.6): one
// command runner (implemented once, in adapters/engine/commandRunner.ts) and the read models.
// An application function is one use case (open an account, enrol a member, complete a bill):
// it decides every stream the use case changes in ONE unit of work, so they are appended
// together, and it is what routes, seeders, CLIs, jobs and reactions call.
import type { CommandHandler, CommandOutcome, UnitOutcome } from "./commandHandler";
import type { DecideContext, Decider, DomainEvent } from "./decider";
import type { ReadModels } from "./projection";
import type { UnitOfWork } from "./unitOfWork";

export interface Idempotency {
  /** Already scoped to the caller and the operation: `{actor}:{operation}:{key}`. */
  readonly key: string;
  /** A digest of the request; the same key with another request is refused. */
  readonly fingerprint?: string;
}

export interface RunOptions {
  /** The user, or `system:{job}` for start-up jobs and reactions; null for anonymous sign-up calls. */
  readonly actor: string | null;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly idempotency?: Idempotency;
  /** The business's time zone (end-of-day dates); the default zone otherwise. */
  readonly timeZone?: string;
  /** `_rev` / If-Match of a whole-document write. */
  readonly expectedRevision?: number;
}

export interface UnitRunOptions extends RunOptions {
  /** Queue this unit behind others of the same key in this process (the member a bill credits). */
  readonly queueKey?: string;
}

export interface CommandRunner {
  /** One command on one stream; throws the DomainError of a refusal. */
  readonly run: <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, command: C, options: RunOptions) => Promise<CommandOutcome<S>>;
  /** One unit of work over several streams; throws the DomainError of a refusal. */
  readonly transact: <T>(work: (unit: UnitOfWork) => Promise<T>, options: UnitRunOptions) => Promise<UnitOutcome<T>>;
  readonly load: CommandHandler["load"];
}

/** What an application function needs: the runner, the read models and fresh ids and instants. */
export interface Engine {
  readonly runner: CommandRunner;
  readonly readModels: ReadModels;
  readonly context: (timeZone?: string) => DecideContext;
}
