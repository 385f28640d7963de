// Turns anything thrown by a route into the failure envelope. The mapping is generic on the
// error's HTTP status (`status`, as on DomainError and the engine's conflict error, or Fastify's
// own `statusCode`): a 4xx answers with the error's message; every 400 also lists `errors`
// (one entry at the error's path when it names no fields). Anything else is a server error:
// logged with its stack, answered 500 "Internal server error" without details.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { Failure, FieldError } from "./envelope";
import { RequestValidationError } from "./requestValidationError";

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

const clientStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
};

const fieldErrorsOf = (error: Error): ReadonlyArray<FieldError> => {
  if (error instanceof RequestValidationError) return error.errors;
  const { path } = error as { path?: unknown };
  return [{ path: Array.isArray(path) ? path : [], message: error.message }];
};

export const errorHandler = (
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const status = clientStatusOf(error);
  if (status === undefined) {
    request.log.error({ err: error }, "request failed");
    const failure: Failure = { message: INTERNAL_ERROR_MESSAGE };
    return reply.code(500).send(failure);
  }
  const failure: Failure =
    status === 400 ? { message: error.message, errors: fieldErrorsOf(error) } : { message: error.message };
  return reply.code(status).send(failure);
};
