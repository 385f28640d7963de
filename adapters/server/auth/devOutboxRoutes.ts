// The development outbox (ARCHITECTURE §2.5, §3), registered only outside production and only
// when OTP_TRANSPORT is the outbox; otherwise the path is an ordinary 404:
//   GET /dev/outbox?target=+60123456789 → {data:[{target, otp, purpose, sentAt}]}, newest first
// Decisions where the contract is silent: `target` is read like any phone field (national text is
// Malaysian) and, when absent, every code is listed; it needs no token, being a stand-in for the
// phone itself on a developer's machine.
import type { FastifyInstance } from "fastify";
import type { OtpOutbox } from "../../auth/otpTransport";
import { toE164 } from "../../../domain/shared/phone";
import { success } from "../envelope";

export const devOutboxRoutes = async (app: FastifyInstance, options: { readonly outbox: OtpOutbox }): Promise<void> => {
  app.get<{ Querystring: { target?: string } }>("/dev/outbox", async (request) => {
    const { target } = request.query;
    return success(options.outbox.entries(target === undefined ? undefined : (toE164(target) ?? target.trim())));
  });
};
