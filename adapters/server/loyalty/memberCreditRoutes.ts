// The member credit calls (spec 2 §7), under /api/v2/businesses/{businessId}/membership:
//   POST /members/{memberId}/free-credit   {amount?, freeCredit?: {amount, validity, unit}, remark?}
//   POST /members/{memberId}/deduct-credit {amount, remark?}
//        both (Idempotency-Key) → the member, credit at the programme's precision
//   POST /credit-expiry → {expired}: closes every expired free lot of the business's members
//   GET  /credit-check  → {checked, mismatches}: the balance check (memberLedgerCheck.ts)
// Writes need `update Membership`, the check `read Membership`. Each write is one application
// function (domain/loyalty/application sendCredit.ts, deductCredit.ts, expireFreeCredit.ts).
// Decisions where the spec is silent: amounts are typed at the programme's credit precision
// ('Invalid credit amount' beyond it); portal movements have source PORTAL and an empty remark
// when none is given; the expiry call does at once what the daily `creditExpiry` loyalty job
// does (domain/loyalty/application/jobWork.ts), and answers the members it changed.
import type { FastifyInstance } from "fastify";
import { deductCredit } from "../../../domain/loyalty/application/deductCredit";
import { expireFreeCredit } from "../../../domain/loyalty/application/expireFreeCredit";
import { sendCredit } from "../../../domain/loyalty/application/sendCredit";
import { DeductCreditInput, SendCreditInput } from "../../../domain/loyalty/member/memberInput";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { type ByMember, memberCaller, membershipBusiness } from "./memberAccess";
import { checkBusinessLedgers } from "./memberLedgerCheck";
import { memberAnswer } from "./memberRoutes";

type ByBusiness = { Params: { businessId: string } };
const BASE = "/businesses/:businessId/membership";

export const memberCreditRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.post<ByMember>(`${BASE}/members/:memberId/free-credit`, async (request) => {
    const { caller, ref } = await memberCaller(request, engine);
    const input = decodeBody(SendCreditInput, request.body);
    await sendCredit(engine, ref, input, caller.options(`send-credit:${ref.memberId}`));
    return memberAnswer(caller, ref.businessId, ref.memberId);
  });

  app.post<ByMember>(`${BASE}/members/:memberId/deduct-credit`, async (request) => {
    const { caller, ref } = await memberCaller(request, engine);
    const input = decodeBody(DeductCreditInput, request.body);
    await deductCredit(engine, ref, input, caller.options(`deduct-credit:${ref.memberId}`));
    return memberAnswer(caller, ref.businessId, ref.memberId);
  });

  app.post<ByBusiness>(`${BASE}/credit-expiry`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    return success({ expired: (await expireFreeCredit(engine, businessId, caller.options())).served });
  });

  app.get<ByBusiness>(`${BASE}/credit-check`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    return success(await checkBusinessLedgers(engine, businessId));
  });
};
