// The API of the member-facing pages (issue 19; spec 1 §9, spec 2 §2 member store, spec 3 §2 share
// and claim links), no back-office session, every call rate-limited (customerLimits.ts):
//   GET  /public/vouchers/{voucherId}?code → the voucher's public face (customerViews.ts); with a
//                                            claim link's code, whether that code can be taken
//   GET  /public/stores/{storeKey}         → the member store's public face: business, programme,
//                                            tiers, bundles ({storeKey} = membership URL or business id)
//   POST /public/customer/session {phoneNumber, verificationToken}
//                                          → {customerToken, expiresAt}: spends a `claim` proof
//   GET  /public/stores/{storeKey}/me      → the proven phone's own card, level, credit, titles
//                                            and vouchers there (Authorization: Bearer customerToken)
// The claim itself is POST /public/vouchers/{voucherId}/claim (marketing/publicVoucherRoutes.ts),
// whose answer also carries a customer token. Without a valid customer token, /me answers 401
// 'Phone number not verified, please request a new OTP' and reveals nothing.
import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PhoneNumber } from "../../../domain/auth/fields";
import { PHONE_NOT_VERIFIED } from "../../../domain/auth/application/claimProof";
import { openCustomerSession } from "../../../domain/auth/application/openCustomerSession";
import { DomainError } from "../../../domain/engine/decider";
import { VOUCHER_NOT_FOUND } from "../../../domain/marketing/voucher";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { claimProofOf } from "../auth/claimProofToken";
import { TOKEN_MAX_LENGTH } from "../auth/credentialInput";
import { refuseWhileWaiting } from "../auth/rateLimits";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type CustomerLimits, customerLimiters } from "./customerLimits";
import { programmeOrNull, storeOf } from "./customerStore";
import { memberOwnView, publicStoreView, publicVoucherView } from "./customerViews";

type ByVoucher = { Params: { voucherId: string }; Querystring: { code?: string } };
type ByStore = { Params: { storeKey: string } };
const SessionInput = Schema.Struct({ phoneNumber: PhoneNumber, verificationToken: Schema.String.check(Schema.isMaxLength(TOKEN_MAX_LENGTH)) });

const bearerOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
};

export const customerRoutes = async (app: FastifyInstance, options: { readonly limits?: Partial<CustomerLimits> }): Promise<void> => {
  const { engine, tokens } = app.identity;
  const limiters = customerLimiters(options.limits ?? {}, app.identity.rateLimiters);

  app.get<ByVoucher>("/public/vouchers/:voucherId", async (request, reply) => {
    await refuseWhileWaiting(limiters.readsPerIp.hit(request.ip), reply);
    const voucher = await engine.readModels.get(VOUCHERS_TABLE, request.params.voucherId);
    if (voucher === undefined) throw new DomainError(VOUCHER_NOT_FOUND, 404);
    const programme = await programmeOrNull(engine, String(voucher.businessId));
    const { code } = request.query;
    return success(await publicVoucherView(engine, voucher, programme, engine.context().now, code === undefined || code === "" ? undefined : code));
  });

  app.get<ByStore>("/public/stores/:storeKey", async (request, reply) => {
    await refuseWhileWaiting(limiters.readsPerIp.hit(request.ip), reply);
    return success(await publicStoreView(engine, await storeOf(engine, request.params.storeKey)));
  });

  app.post("/public/customer/session", async (request, reply) => {
    await refuseWhileWaiting(limiters.sessionsPerIp.hit(request.ip), reply);
    const body = request.body as { phoneNumber?: unknown; verificationToken?: unknown } | undefined;
    const { phoneNumber, verificationToken } = decodeBody(SessionInput, { phoneNumber: body?.phoneNumber ?? "", verificationToken: body?.verificationToken ?? "" });
    await refuseWhileWaiting(limiters.sessionsPerPhone.hit(phoneNumber), reply);
    const proof = await claimProofOf(tokens, verificationToken, phoneNumber);
    await openCustomerSession(engine, phoneNumber, proof, { actor: null, correlationId: request.id });
    const { token, expiresAt } = await tokens.issueCustomer(phoneNumber);
    return success({ customerToken: token, expiresAt: expiresAt.toString() });
  });

  app.get<ByStore>("/public/stores/:storeKey/me", async (request, reply) => {
    await refuseWhileWaiting(limiters.readsPerIp.hit(request.ip), reply);
    const token = bearerOf(request);
    const phoneNumber = token === "" || token.length > TOKEN_MAX_LENGTH ? null : await tokens.verifyCustomer(token);
    if (phoneNumber === null) throw new DomainError(PHONE_NOT_VERIFIED, 401);
    const programme = await storeOf(engine, request.params.storeKey);
    return success(await memberOwnView(engine, programme, phoneNumber, engine.context().now));
  });
};
