// The signed-in caller of a business-area route and how its commands run: every append is
// stamped with the user and the request id; a POST's `Idempotency-Key` (ARCHITECTURE §3) is
// scoped to the user and the operation, so a repeat returns the first result and appends
// nothing; `_rev` (body) or `If-Match` (header) name the revision a whole-document write was
// read at.
// Decisions where the contract is silent:
// - A create with an Idempotency-Key derives the new record's id from it (SHA-256 of user,
//   operation and key), so a retried create lands on the same streams as the first, and its
//   whole unit of work (a URL claim, the restaurant registry included) is replayed.
// - `_rev` in the body wins over If-Match; If-Match is a number, optionally quoted or weak
//   (`W/"3"`), else 400 'Invalid _rev'.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { CommandOutcome } from "../../../domain/engine/commandHandler";
import type { RunOptions } from "../../../domain/engine/commandRunner";
import { type Decider, type DomainEvent, DomainError } from "../../../domain/engine/decider";
import type { AuthenticatedUser } from "../auth/authenticatedUser";
import { requireUser } from "../auth/requireUser";
import type { EngineRuntime } from "../engineRuntime";
import { idempotencyKeyHeader, requestIdempotency } from "../idempotency";

export const INVALID_REV = "Invalid _rev";
const IF_MATCH = /^(?:W\/)?"?(\d+)"?$/;

export interface Caller {
  readonly user: AuthenticatedUser;
  readonly engine: EngineRuntime;
  /** Runs a command as this caller; `operation` makes it idempotent under the request's key. */
  readonly run: <S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    operation?: string,
  ) => Promise<CommandOutcome<S>>;
  /** Run options for the engine's runner as this caller; `operation` makes it idempotent under the request's key. */
  readonly options: (operation?: string, timeZone?: string) => RunOptions;
  /** The id of a record this request creates: derived from the Idempotency-Key when there is one. */
  readonly newId: (operation: string) => string;
  /** The revision a whole-document write was read at, if it says. */
  readonly revision: (bodyRev: number | undefined) => number | undefined;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

export const callerOf = async (request: FastifyRequest, engine: EngineRuntime): Promise<Caller> => {
  const user = await requireUser(request);
  const key = idempotencyKeyHeader(request);
  const options = (operation?: string, timeZone?: string): RunOptions => {
    const idempotency = operation === undefined ? undefined : requestIdempotency(request, user.userId, operation);
    return {
      actor: user.userId,
      correlationId: request.id,
      ...(idempotency === undefined ? {} : { idempotency }),
      ...(timeZone === undefined ? {} : { timeZone }),
    };
  };
  return {
    user,
    engine,
    options,
    run: (decider, streamId, command, operation) => engine.runner.run(decider, streamId, command, options(operation)),
    newId: (operation) =>
      key === undefined
        ? engine.context().newId()
        : createHash("sha256").update(`${user.userId}:${operation}:${key}`).digest("hex").slice(0, 24),
    revision: (bodyRev) => {
      if (bodyRev !== undefined) return bodyRev;
      const ifMatch = headerOf(request, "if-match");
      if (ifMatch === undefined) return undefined;
      const match = IF_MATCH.exec(ifMatch);
      if (match?.[1] === undefined) throw new DomainError(INVALID_REV, 400);
      return Number(match[1]);
    },
  };
};
