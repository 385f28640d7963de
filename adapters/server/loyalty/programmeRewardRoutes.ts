// The programme's rewards (spec 2 §7), whole-section writes answering the programme, under
// /api/v2/businesses/{businessId}/membership:
//   PUT /on-join-reward   {vouchers, _rev?}
//   PUT /on-level-reward  {vouchers [{voucher, minLevel?, weight?}], noRewardWeight?, fixVouchers?, _rev?}
//   GET    /rewards                    → [{id, name, onjoinReward, levelupReward, minLevel,
//                                          proportion, redeemed, claimed}] (spec 2 §3 Reward)
//   POST   /member-reward-voucher      a voucher body (spec 3; type forced to MEMBER_REWARD,
//                                       Idempotency-Key) → the voucher created
//   DELETE /rewards/{voucherId}        → {id}; refused while the voucher is in the level-up
//                                       pool: 'Unable to delete reward in level up reward'
// Every voucher must be a MEMBER_REWARD voucher of the business ('Invalid reward').
// Each write is one application function of domain/loyalty/application (changeProgrammeSection,
// createRewardVoucher, deleteReward: the reward leaves the on-join reward and the voucher is
// deleted in one unit of work).
// Decision where the spec is silent: the reward list reads the pool's weight as `proportion` and
// minLevel (null outside the pool).
import type { FastifyInstance } from "fastify";
import { withRevision } from "../../../domain/business/revision";
import { DomainError } from "../../../domain/engine/decider";
import { changeProgrammeSection } from "../../../domain/loyalty/application/changeProgrammeSection";
import { createRewardVoucher } from "../../../domain/loyalty/application/createRewardVoucher";
import { deleteReward } from "../../../domain/loyalty/application/deleteReward";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { OnJoinRewardInput, OnLevelRewardInput, rewardInLevelUpPool } from "../../../domain/loyalty/programme/rewards";
import { VoucherInput, voucherInputProblems } from "../../../domain/marketing/voucherInput";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { voucherAnswer } from "../marketing/voucherRoutes";
import { RequestValidationError } from "../requestValidationError";
import { type ByBusiness, programmeCaller } from "./programmeCommands";
import { programmeAnswer } from "./programmeView";

type ByReward = { Params: { businessId: string; voucherId: string } };

const OnJoinBody = withRevision(OnJoinRewardInput.fields);
const OnLevelBody = withRevision(OnLevelRewardInput.fields);

export const programmeRewardRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/on-join-reward", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const { _rev, vouchers } = decodeBody(OnJoinBody, request.body);
    await changeProgrammeSection(engine, businessId, { type: "ReplaceOnJoinReward", data: { vouchers, rev: caller.revision(_rev) } }, caller.options());
    return programmeAnswer(engine, businessId);
  });

  app.put<ByBusiness>("/businesses/:businessId/membership/on-level-reward", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const { _rev, ...onLevelReward } = decodeBody(OnLevelBody, request.body);
    await changeProgrammeSection(engine, businessId, { type: "ReplaceOnLevelReward", data: { onLevelReward, rev: caller.revision(_rev) } }, caller.options());
    return programmeAnswer(engine, businessId);
  });

  app.get<ByBusiness>("/businesses/:businessId/membership/rewards", async (request) => {
    const pc = await programmeCaller(request, engine);
    const programme = await programmeOf(engine.store.readModels, pc.businessId);
    if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    const { rows } = await engine.store.readModels.list(VOUCHERS_TABLE, {
      where: { businessId: pc.businessId, type: "MEMBER_REWARD" }, orderBy: { field: "name", direction: "asc" },
    });
    return success(rows.map((row) => {
      const id = String(row.id);
      const pooled = programme.onLevelReward.vouchers.find((v) => v.voucher === id);
      return {
        id, name: row.name,
        onjoinReward: programme.onJoinReward.vouchers.includes(id),
        levelupReward: rewardInLevelUpPool(programme.onLevelReward, id),
        minLevel: pooled?.minLevel ?? null, proportion: pooled?.weight ?? null,
        redeemed: Number(row.currentRedeem ?? 0), claimed: Number(row.currentClaim ?? 0),
      };
    }));
  });

  app.post<ByBusiness>("/businesses/:businessId/membership/member-reward-voucher", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const input = decodeBody(VoucherInput, { ...body, type: "MEMBER_REWARD" });
    const [first, ...rest] = voucherInputProblems(input);
    if (first !== undefined) throw new RequestValidationError([first, ...rest]);
    const voucherId = await createRewardVoucher(engine, businessId, input, caller.options("member-reward-voucher"));
    return voucherAnswer(caller, voucherId);
  });

  app.delete<ByReward>("/businesses/:businessId/membership/rewards/:voucherId", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    await deleteReward(engine, businessId, request.params.voucherId, caller.options());
    return success({ id: request.params.voucherId });
  });
};
