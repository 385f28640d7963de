// The member credit calls (spec 2 §7), under /api/v2/businesses/{businessId}/membership:
//   POST /members/{memberId}/free-credit   {amount?, freeCredit?: {amount, validity, unit}, remark?}
//   POST /members/{memberId}/deduct-credit {amount, remark?}
//        both (Idempotency-Key) → the member, credit at the programme's precision
//   POST /credit-expiry → {expired}: closes every expired free lot of the business's members
//   GET  /credit-check  → {checked, mismatches}: the balance check (memberLedgerCheck.ts)
// Writes need `update Membership`, the check `read Membership`.
// Decisions where the spec is silent: amounts are typed at the programme's credit precision
// (creditUnits.ts, 'Invalid credit amount' beyond it); portal movements have source PORTAL and
// an empty remark when none is given; the expiry call is what the scheduled job runs.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { validityDays } from "../../../domain/loyalty/member/creditExpiry";
import { INVALID_CREDIT_AMOUNT, unitsOf } from "../../../domain/loyalty/member/creditUnits";
import { DeductCreditInput, SendCreditInput } from "../../../domain/loyalty/member/memberInput";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { callerOf } from "../business/caller";
import { businessTimeZone } from "./businessTimeZone";
import { memberRowIn, membershipBusiness } from "./memberAccess";
import { memberRunner } from "./memberCommandRunner";
import { expireBusinessFreeCredit } from "./memberCreditExpiry";
import { checkBusinessLedgers } from "./memberLedgerCheck";
import { creditPrecisionOf, loadProgramme } from "./memberProgramme";
import { memberAnswer } from "./memberRoutes";

type ByBusiness = { Params: { businessId: string } };
type ByMember = { Params: { businessId: string; memberId: string } };
const BASE = "/businesses/:businessId/membership";

const units = (amount: number, precision: number, path: ReadonlyArray<string>): number => {
  const value = unitsOf(amount, precision);
  if (value === null) throw new DomainError(INVALID_CREDIT_AMOUNT, 400, path);
  return value;
};

export const memberCreditRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { readModels } = engine.store;

  const memberContext = async (request: Parameters<typeof callerOf>[0], params: ByMember["Params"]) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, params.businessId, "update");
    const programme = await loadProgramme(engine, businessId);
    const memberId = String((await memberRowIn(caller, businessId, params.memberId)).id);
    const run = memberRunner(caller, await businessTimeZone(readModels, businessId));
    return { caller, businessId, memberId, run, precision: creditPrecisionOf(programme) };
  };

  app.post<ByMember>(`${BASE}/members/:memberId/free-credit`, async (request) => {
    const { caller, businessId, memberId, run, precision } = await memberContext(request, request.params);
    const input = decodeBody(SendCreditInput, request.body);
    const free = input.freeCredit ?? null;
    await run(memberId, {
      type: "SendCredit",
      data: {
        normal: units(input.amount ?? 0, precision, ["amount"]),
        free: free === null ? null : { amount: units(free.amount, precision, ["freeCredit", "amount"]), days: validityDays(free.validity, free.unit) },
        remark: input.remark?.trim() ?? "",
        source: "PORTAL",
        ref: null,
      },
    }, `send-credit:${memberId}`);
    return memberAnswer(caller, businessId, memberId);
  });

  app.post<ByMember>(`${BASE}/members/:memberId/deduct-credit`, async (request) => {
    const { caller, businessId, memberId, run, precision } = await memberContext(request, request.params);
    const input = decodeBody(DeductCreditInput, request.body);
    await run(memberId, {
      type: "DeductCredit",
      data: { amount: units(input.amount, precision, ["amount"]), remark: input.remark?.trim() ?? "", source: "PORTAL", ref: null, restaurantId: null },
    }, `deduct-credit:${memberId}`);
    return memberAnswer(caller, businessId, memberId);
  });

  app.post<ByBusiness>(`${BASE}/credit-expiry`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "update");
    return success({ expired: await expireBusinessFreeCredit(engine, businessId, caller.user.userId, request.id) });
  });

  app.get<ByBusiness>(`${BASE}/credit-check`, async (request) => {
    const caller = await callerOf(request, engine);
    const businessId = await membershipBusiness(caller, request.params.businessId, "read");
    return success(await checkBusinessLedgers(engine, businessId));
  });
};
