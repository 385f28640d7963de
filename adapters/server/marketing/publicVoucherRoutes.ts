// The member-facing claim (pinned, issue 6 item 3), no token:
//   POST /api/v2/public/vouchers/{voucherId}/claim {phoneNumber} (Idempotency-Key) → the claim
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
import { refuseWhileWaiting } from "../auth/rateLimits";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { requestIdempotency } from "../idempotency";
import { type PublicClaimLimits, publicClaimLimiters } from "./publicClaimLimits";
import { claimView } from "./voucherView";

type ByVoucher = { Params: { voucherId: string } };
const ClaimInput = Schema.Struct({ phoneNumber: PhoneNumber });

export const publicVoucherRoutes = async (app: FastifyInstance, options: { readonly limits?: Partial<PublicClaimLimits> }): Promise<void> => {
  const { engine } = app.identity;
  const limiters = publicClaimLimiters(options.limits ?? {}, app.identity.rateLimiters);

  app.post<ByVoucher>("/public/vouchers/:voucherId/claim", async (request, reply) => {
    await refuseWhileWaiting(limiters.perIp.hit(request.ip), reply);
    const { phoneNumber } = decodeBody(ClaimInput, { phoneNumber: (request.body as { phoneNumber?: unknown } | undefined)?.phoneNumber ?? "" });
    await refuseWhileWaiting(limiters.perPhone.hit(phoneNumber), reply);
    const { voucherId } = request.params;
    const idempotency = requestIdempotency(request, phoneNumber, `claim-voucher:${voucherId}`);
    const claimId = await claimVoucher(engine, { voucherId, phoneNumber }, {
      actor: null, correlationId: request.id, ...(idempotency === undefined ? {} : { idempotency }),
    });
    const claim = await engine.readModels.get(VOUCHER_CLAIMS_TABLE, claimId);
    const voucher = await engine.readModels.get(VOUCHERS_TABLE, voucherId);
    if (claim === undefined || voucher === undefined) throw new DomainError(VOUCHER_NOT_FOUND, 404);
    return success(claimView(claim, voucher, engine.context().now));
  });
};
