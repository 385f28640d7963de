// The member-facing claim (pinned, ARCHITECTURE §3; issue 6 item 3, issue 19), no session:
//   POST /api/v2/public/vouchers/{voucherId}/claim {phoneNumber, verificationToken, code?} (Idempotency-Key)
//     → the claim, plus `customerToken` (30 minutes) for the customer page to read the card
// The verification token comes from POST /auth/otp/v2/verify with purpose `claim` for this phone;
// without one, or with one for another phone or purpose, or spent, the answer is 401 'Phone
// number not verified, please request a new OTP' and nothing is written. The token is spent by
// the claim itself (domain/marketing/application/claimVoucher.ts), so one code claims once.
// `code` (a copied claim link's) takes that unassigned claim instead of making a new one.
// checked in the spec's order ('Invalid voucher type', 'Voucher quota reached', 'Voucher is
// disabled', 'Voucher claim period is over') then the claim period start and maxClaimsPerUser
// (voucherClaimable.ts); rate-limited per IP and per phone (publicClaimLimits.ts). The claim is
// domain/marketing/application/claimVoucher.ts.
// Decisions where the spec is silent: a missing or deleted voucher is 'Voucher not found' (404);
// the claim's code is its id; the phone must be E.164 ('Invalid phone no'); an Idempotency-Key
// (scoped to the phone and the voucher) makes a retried claim answer the first one.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { PhoneNumber } from "../../../domain/auth/fields";
import { DomainError } from "../../../domain/engine/decider";
import { claimVoucher } from "../../../domain/marketing/application/claimVoucher";
import { VOUCHER_NOT_FOUND } from "../../../domain/marketing/voucher";
import { VOUCHERS_TABLE, VOUCHER_CLAIMS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { claimProofOf } from "../auth/claimProofToken";
import { TOKEN_MAX_LENGTH } from "../auth/credentialInput";
import { refuseWhileWaiting } from "../auth/rateLimits";
import { boundedText } from "../../../domain/shared/inputBounds";
import { MAX_CODE_LENGTH } from "../../../domain/marketing/claimCodes";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { requestIdempotency } from "../idempotency";
import { type PublicClaimLimits, publicClaimLimiters } from "./publicClaimLimits";
import { claimView } from "./voucherView";

type ByVoucher = { Params: { voucherId: string } };
const ClaimInput = Schema.Struct({
  phoneNumber: PhoneNumber,
  verificationToken: Schema.String.check(Schema.isMaxLength(TOKEN_MAX_LENGTH)),
  code: Schema.optionalKey(boundedText("Code", MAX_CODE_LENGTH)),
});

export const publicVoucherRoutes = async (app: FastifyInstance, options: { readonly limits?: Partial<PublicClaimLimits> }): Promise<void> => {
  const { engine } = app.identity;
  const limiters = publicClaimLimiters(options.limits ?? {}, app.identity.rateLimiters);

  app.post<ByVoucher>("/public/vouchers/:voucherId/claim", async (request, reply) => {
    await refuseWhileWaiting(limiters.perIp.hit(request.ip), reply);
    const body = request.body as { phoneNumber?: unknown; verificationToken?: unknown; code?: unknown } | undefined;
    const { phoneNumber, verificationToken, code } = decodeBody(ClaimInput, {
      phoneNumber: body?.phoneNumber ?? "", verificationToken: body?.verificationToken ?? "", ...(body?.code === undefined ? {} : { code: body.code }),
    });
    // The proof first: only the phone's owner may spend that phone's claims per window.
    const proof = await claimProofOf(app.identity.tokens, verificationToken, phoneNumber);
    await refuseWhileWaiting(limiters.perPhone.hit(phoneNumber), reply);
    const { voucherId } = request.params;
    const idempotency = requestIdempotency(request, phoneNumber, `claim-voucher:${voucherId}`);
    const claimId = await claimVoucher(engine, { voucherId, phoneNumber, code }, proof, {
      actor: null, correlationId: request.id, ...(idempotency === undefined ? {} : { idempotency }),
    });
    const claim = await engine.readModels.get(VOUCHER_CLAIMS_TABLE, claimId);
    const voucher = await engine.readModels.get(VOUCHERS_TABLE, voucherId);
    if (claim === undefined || voucher === undefined) throw new DomainError(VOUCHER_NOT_FOUND, 404);
    const { token: customerToken } = await app.identity.tokens.issueCustomer(phoneNumber);
    return success({ ...claimView(claim, voucher, engine.context().now), customerToken });
  });
};
