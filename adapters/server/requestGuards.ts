// Server-wide guards every request passes before its route runs, so that no input a store
// cannot hold ever reaches SQL, a stream id or the idempotency ledger (issue 13: a NUL in any
// string, `%00` or an overlong path id, a non-object body and an overlong Idempotency-Key all
// answered 500). The bounds themselves are the domain's (domain/shared/inputBounds.ts); the
// route Schemas give each field its own message, these guards are the floor under all of them.
// - Path parameters of the API: 1-64 safe characters (isSafeId); anything else names nothing that can
//   exist and answers 404 'Not found', the answer to an unknown path. The `*` of file routes may
//   hold `/` and up to FILE_KEY_MAX_LENGTH characters.
// - Query strings: every key and value one line of plain text, a value at most 1,000 characters
//   (a search, a date, a page number), else 400.
// - Idempotency-Key: at most 255 printable ASCII characters, else 400 with a clear message.
// - A JSON body must be a JSON object (400 'Request body must be a JSON object'); a text or
//   binary body (the design image upload) is left to its route, whose Schema refuses it when
//   it expects JSON. Every string and key in it is
//   checked for control characters and lone surrogates (the Schema of a field says the same with
//   its own path; this also covers free-form parts such as a benefit's options), numbers must be
//   finite (JSON's 1e400 parses to Infinity) and nesting is bounded.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isSafeId, textCharactersProblem } from "../../domain/shared/inputBounds";
import type { FieldError } from "./envelope";
import { NOT_FOUND_MESSAGE, isApiPath, pathnameOf } from "./notFound";
import { RequestValidationError } from "./requestValidationError";

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const INVALID_IDEMPOTENCY_KEY = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`;
export const BODY_NOT_OBJECT = "Request body must be a JSON object";
export const BODY_TOO_DEEP = "Request body is nested too deeply";
export const NOT_A_FINITE_NUMBER = "Number is out of range";
export const QUERY_VALUE_TOO_LONG = "Query parameter is too long";
const QUERY_VALUE_MAX_LENGTH = 1_000;
/** 1 MiB: Fastify's default, kept explicit; every field has its own, smaller bound. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const FILE_KEY_MAX_LENGTH = 512;
const MAX_DEPTH = 32;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

class NotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super(NOT_FOUND_MESSAGE);
  }
}

const isSafeFileKey = (key: string): boolean =>
  key.length <= FILE_KEY_MAX_LENGTH && key.split("/").every((segment) => segment === "" || isSafeId(segment));

const checkParams = (request: FastifyRequest): void => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === "string" ? value : "";
    const safe = name === "*" ? isSafeFileKey(text) : text !== "" && isSafeId(text);
    if (!safe) throw new NotFoundError();
  }
};

const checkIdempotencyKey = (request: FastifyRequest): void => {
  const key = request.headers["idempotency-key"];
  if (key === undefined) return;
  if (typeof key !== "string" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(key)) {
    throw new RequestValidationError([{ path: ["Idempotency-Key"], message: INVALID_IDEMPOTENCY_KEY }]);
  }
};

const checkQuery = (request: FastifyRequest): void => {
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    for (const text of [key, ...(Array.isArray(value) ? value : [value])]) {
      if (typeof text !== "string") continue;
      const problem = textCharactersProblem(text) ?? (text.length > QUERY_VALUE_MAX_LENGTH ? QUERY_VALUE_TOO_LONG : null);
      if (problem !== null) throw new RequestValidationError([{ path: [key], message: problem }]);
    }
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first value of a parsed JSON body no store can hold, walked without recursion. */
const firstProblem = (body: Record<string, unknown>): FieldError | null => {
  const pending: Array<{ readonly value: unknown; readonly path: ReadonlyArray<string | number> }> = [{ value: body, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      const problem = textCharactersProblem(value, true);
      if (problem !== null) return { path, message: problem };
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) return { path, message: NOT_A_FINITE_NUMBER };
    } else if (typeof value === "object" && value !== null) {
      if (path.length >= MAX_DEPTH) return { path, message: BODY_TOO_DEEP };
      const entries: ReadonlyArray<readonly [string | number, unknown]> = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
      for (const [key, child] of entries) {
        if (typeof key === "string") {
          const problem = textCharactersProblem(key);
          if (problem !== null) return { path, message: problem };
        }
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
};

const isJson = (request: FastifyRequest): boolean => /^application\/(?:[\w.+-]*\+)?json\b/i.test(request.headers["content-type"] ?? "");

const checkBody = (request: FastifyRequest): void => {
  const { body } = request;
  if (body === undefined || !isJson(request)) return;
  if (!isPlainObject(body)) throw new RequestValidationError([{ path: [], message: BODY_NOT_OBJECT }]);
  const problem = firstProblem(body);
  if (problem !== null) throw new RequestValidationError([problem]);
};

/** Registers the guards on the root instance, before any route, so every route inherits them. */
export const guardRequests = (app: FastifyInstance): void => {
  app.addHook("preValidation", async (request) => {
    if (isApiPath(pathnameOf(request))) checkParams(request);
    checkQuery(request);
    checkIdempotencyKey(request);
    checkBody(request);
  });
};
