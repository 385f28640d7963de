// Turns anything thrown by a route into the failure envelope. The mapping is generic on the
// error's HTTP status (`status`, as on DomainError and the engine's conflict error, or Fastify's
// own `statusCode`: a body that is not JSON, too large, of an unknown media type): a 4xx answers
// with the error's message (a generic one when it has none); every 400 also lists `errors` (one
// entry at the error's path when it names no fields). An effect SchemaError that escaped a route
// is a decode problem of the request and answers 400 like decodeBody's. Anything else is a
// server error: logged with its stack, answered 500 "Internal server error" without details.
import { Schema } from "effect";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { requestValidationErrorOf } from "./decodeBody";
import type { Failure, FieldError } from "./envelope";
import { RequestValidationError } from "./requestValidationError";

export const INTERNAL_ERROR_MESSAGE = "Internal server error";
export const REQUEST_REFUSED_MESSAGE = "Request refused";

const clientStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
};

const fieldErrorsOf = (error: Error, message: string): ReadonlyArray<FieldError> => {
  if (error instanceof RequestValidationError) return error.errors;
  const { path } = error as { path?: unknown };
  return [{ path: Array.isArray(path) ? path : [], message }];
};

export const errorHandler = (
  thrown: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const error = Schema.isSchemaError(thrown) ? requestValidationErrorOf(thrown.issue) : thrown;
  const status = clientStatusOf(error);
  if (status === undefined) {
    request.log.error({ err: error }, "request failed");
    const failure: Failure = { message: INTERNAL_ERROR_MESSAGE };
    return reply.code(500).send(failure);
  }
  const message = typeof error.message === "string" && error.message.trim() !== "" ? error.message : REQUEST_REFUSED_MESSAGE;
  const failure: Failure = status === 400 ? { message, errors: fieldErrorsOf(error, message) } : { message };
  return reply.code(status).send(failure);
};
