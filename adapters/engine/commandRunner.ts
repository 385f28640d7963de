// The one command runner (ARCHITECTURE §2.6; port in domain/engine/commandRunner.ts) every caller uses: routes, seeders, CLIs, jobs and
// reactions. It stamps each append with the actor and a correlation id, builds the DecideContext
// in the business's time zone, passes the idempotency key and the request's fingerprint to the
// engine, and unwraps the engine's Result: the outcome, or the DomainError thrown for the HTTP
// error handler to answer (its status and exact message).
// Commands on one stream queue behind each other in this process (streamQueue.ts), so a burst
// on one hot stream (200 deductions on a member, 1,000 claims on a voucher) gets each its real
// answer instead of a version conflict; across processes the engine's version check decides.
// A unit of work may name a `queueKey` (the member a bill credits) to queue the same way.
import { randomUUID } from "node:crypto";
import { Result } from "effect";
import type { CommandHandler } from "../../domain/engine/commandHandler";
import type { CommandRunner, RunOptions } from "../../domain/engine/commandRunner";
import type { DecideContext } from "../../domain/engine/decider";
import { serialised } from "./streamQueue";

const unitOptions = (options: RunOptions, context: (timeZone?: string) => DecideContext) => ({
  context: context(options.timeZone),
  meta: {
    actor: options.actor,
    correlationId: options.correlationId ?? randomUUID(),
    ...(options.causationId === undefined ? {} : { causationId: options.causationId }),
  },
  ...(options.idempotency === undefined ? {} : { idempotencyKey: options.idempotency.key }),
  ...(options.idempotency?.fingerprint === undefined ? {} : { fingerprint: options.idempotency.fingerprint }),
});

const unwrap = <T>(result: Result.Result<T, Error>): T => {
  if (Result.isFailure(result)) throw result.failure;
  return result.success;
};

export const commandRunner = (commands: CommandHandler, context: (timeZone?: string) => DecideContext): CommandRunner => ({
  run: async (decider, streamId, command, options) =>
    unwrap(await serialised(streamId, () =>
      commands.handle(decider, streamId, command, {
        ...unitOptions(options, context),
        ...(options.expectedRevision === undefined ? {} : { expectedRevision: options.expectedRevision }),
      }))),
  transact: async (work, options) => {
    const run = () => commands.transact(work, unitOptions(options, context));
    return unwrap(await (options.queueKey === undefined ? run() : serialised(options.queueKey, run)));
  },
  load: commands.load,
});
