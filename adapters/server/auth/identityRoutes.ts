// Every identity route (sessions, social sign-in, OTP, accounts, the current user, switch user and, outside
// production, the OTP outbox), registered as one plugin under /api/v2 by createApp. Needs the
// root instance decorated by `decorateIdentity` first.
// Decision: these routes take no Idempotency-Key (ARCHITECTURE §3 "POSTs accept" it): each is
// safe to repeat or refused on repeat by its own rule (a verification redeems once, a code is
// sent at most every 30 s, login, refresh and switch only issue tokens, sign-out is idempotent).
import type { FastifyInstance } from "fastify";
import { isOutbox } from "../../auth/otpTransport";
import { accountRoutes } from "./accountRoutes";
import { debugRoutes } from "./debugRoutes";
import { devOutboxRoutes } from "./devOutboxRoutes";
import { otpRoutes } from "./otpRoutes";
import { sessionRoutes } from "./sessionRoutes";
import { socialSignInRoutes } from "./socialSignInRoutes";
import { userRoutes } from "./userRoutes";

export const identityRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(sessionRoutes);
  await app.register(socialSignInRoutes);
  await app.register(otpRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(debugRoutes);
  const { otpTransport, production } = app.identity;
  if (!production && isOutbox(otpTransport)) await app.register(devOutboxRoutes, { outbox: otpTransport });
};
