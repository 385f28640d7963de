// Answers requests no route serves. Decision (the spec is silent on the wording): an unknown API
// path, or any non-page request, answers 404 `{"message":"Not found"}` in the failure envelope.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Failure } from "./envelope";

export const NOT_FOUND_MESSAGE = "Not found";

export const pathnameOf = (request: FastifyRequest): string => request.url.split("?", 1)[0] ?? "/";

export const isApiPath = (pathname: string): boolean => pathname === "/api" || pathname.startsWith("/api/");

export const notFound = (_request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  const failure: Failure = { message: NOT_FOUND_MESSAGE };
  return reply.code(404).send(failure);
};
