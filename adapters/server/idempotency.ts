// The `Idempotency-Key` of a POST (ARCHITECTURE §3), read once for every route: scoped to the
// caller and the operation (one user's key never replays another's, nor another operation's),
// and fingerprinted with the request's method, path and body, so the same key sent with a
// different request is refused (422) instead of silently answering the first result.
// Decision where the contract is silent: a key is 1 to 255 printable ASCII characters, as
// Stripe's; anything else is 400 'Invalid Idempotency-Key'.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { DomainError } from "../../domain/engine/decider";
import type { Idempotency } from "../../domain/engine/commandRunner";

export const INVALID_IDEMPOTENCY_KEY = "Invalid Idempotency-Key";
const KEY = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

/** The raw header, validated; undefined when the request has none. */
export const idempotencyKeyHeader = (request: FastifyRequest): string | undefined => {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  const key = typeof value === "string" ? value.trim() : undefined;
  if (key === undefined || !KEY.test(key)) throw new DomainError(INVALID_IDEMPOTENCY_KEY, 400, ["Idempotency-Key"]);
  return key;
};

const fingerprintOf = (request: FastifyRequest): string =>
  createHash("sha256").update(JSON.stringify([request.method, request.url.split("?")[0], request.body ?? null])).digest("base64url");

/** The key and fingerprint for `operation` done by `scope` (the user id, or a public caller's phone). */
export const requestIdempotency = (request: FastifyRequest, scope: string, operation: string): Idempotency | undefined => {
  const key = idempotencyKeyHeader(request);
  return key === undefined ? undefined : { key: `${scope}:${operation}:${key}`, fingerprint: fingerprintOf(request) };
};
