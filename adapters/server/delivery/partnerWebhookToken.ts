// The check every platform webhook makes (GrabFood's menu, menu sync state, orders and order
// states, foodpanda's orders and order states, ShopeeFood's menu, menu sync state, orders and order
// states): the platform presents our token for it
// (GRABFOOD_WEBHOOK_TOKEN, FOODPANDA_WEBHOOK_TOKEN, SHOPEEFOOD_WEBHOOK_TOKEN) as a bearer token; a
// missing or wrong one answers 401 'Unauthorized request', compared in constant time; without a
// token configured every call is refused.
import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { DomainError } from "../../../domain/engine/decider";

const UNAUTHORIZED = "Unauthorized request";

const tokenMatches = (request: FastifyRequest, token: string | null): boolean => {
  const header = request.headers.authorization;
  if (token === null || typeof header !== "string" || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** Throws 401 unless the request bears the platform's webhook token. */
export const requirePartnerToken = (request: FastifyRequest, token: string | null): void => {
  if (!tokenMatches(request, token)) throw new DomainError(UNAUTHORIZED, 401);
};
