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
// Decisions where the spec is silent:
// - Deleting a reward first takes it out of the on-join reward (a programme event), then deletes
//   the voucher (its own stream); the pool check is made on the programme as it stands.
// - The reward list reads the pool's weight as `proportion` and minLevel (null outside the pool).
import { createHash } from "node:crypto";
import { Result } from "effect";
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { voucherDecider } from "../../../domain/marketing/voucher";
import { VoucherInput, voucherFromInput, voucherInputProblems } from "../../../domain/marketing/voucherInput";
import { voucherStreamId } from "../../../domain/marketing/voucherModel";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { rewardInLevelUpPool } from "../../../domain/loyalty/programme/rewards";
import { INVALID_RESTAURANT_ID } from "../../../domain/shared/fieldRules";
import { RESTAURANTS_TABLE } from "../../../domain/business/restaurants.projection";
import { success } from "../envelope";
import { RequestValidationError } from "../requestValidationError";
import { voucherAnswer } from "../marketing/voucherRoutes";
import { businessTimeZone } from "./businessTimeZone";
import { refuseDeletingPooledReward } from "./levelUpPoolGuard";
import { withRevision } from "../../../domain/business/revision";
import { OnJoinRewardInput, OnLevelRewardInput } from "../../../domain/loyalty/programme/rewards";
import { decodeBody } from "../decodeBody";
import { type ByBusiness, ensureRewards, programmeCaller, runProgramme } from "./programmeCommands";

type ByReward = { Params: { businessId: string; voucherId: string } };

const OnJoinBody = withRevision(OnJoinRewardInput.fields);
const OnLevelBody = withRevision(OnLevelRewardInput.fields);

export const programmeRewardRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.put<ByBusiness>("/businesses/:businessId/membership/on-join-reward", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, vouchers } = decodeBody(OnJoinBody, request.body);
    await ensureRewards(pc, vouchers, ["vouchers"]);
    return runProgramme(pc, { type: "ReplaceOnJoinReward", data: { vouchers, rev: pc.caller.revision(_rev) } });
  });

  app.put<ByBusiness>("/businesses/:businessId/membership/on-level-reward", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...onLevelReward } = decodeBody(OnLevelBody, request.body);
    await ensureRewards(pc, onLevelReward.vouchers.map((v) => v.voucher), ["vouchers"]);
    await ensureRewards(pc, (onLevelReward.fixVouchers ?? []).map((v) => v.voucher), ["fixVouchers"]);
    return runProgramme(pc, { type: "ReplaceOnLevelReward", data: { onLevelReward, rev: pc.caller.revision(_rev) } });
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
    const pc = await programmeCaller(request, engine);
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const input = decodeBody(VoucherInput, { ...body, type: "MEMBER_REWARD" });
    const problems = [...voucherInputProblems(input)];
    const { readModels } = engine.store;
    for (const [index, restaurantId] of (input.targetRestaurant ?? []).entries()) {
      const row = await readModels.get(RESTAURANTS_TABLE, restaurantId);
      if (row?.businessId !== pc.businessId) problems.push({ path: ["targetRestaurant", String(index)], message: INVALID_RESTAURANT_ID });
    }
    const [first, ...rest] = problems;
    if (first !== undefined) throw new RequestValidationError([first, ...rest]);
    const key = typeof request.headers["idempotency-key"] === "string" ? `${pc.caller.user.userId}:member-reward-voucher:${request.headers["idempotency-key"]}` : undefined;
    const voucherId = key === undefined ? engine.context().newId() : createHash("sha256").update(key).digest("hex").slice(0, 24);
    const result = await engine.commands.handle(voucherDecider, voucherStreamId(voucherId), {
      type: "CreateVoucher", data: { voucherId, businessId: pc.businessId, voucher: voucherFromInput(input) },
    }, {
      context: engine.context(await businessTimeZone(readModels, pc.businessId)),
      meta: { actor: pc.caller.user.userId, correlationId: request.id },
      ...(key === undefined ? {} : { idempotencyKey: key }),
    });
    if (Result.isFailure(result)) throw result.failure;
    return voucherAnswer(pc.caller, voucherId);
  });

  app.delete<ByReward>("/businesses/:businessId/membership/rewards/:voucherId", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { voucherId } = request.params;
    await ensureRewards(pc, [voucherId], ["voucherId"]);
    const programme = await programmeOf(engine.store.readModels, pc.businessId);
    await refuseDeletingPooledReward(engine.store.readModels, pc.businessId, voucherId);
    if (programme !== null && programme.onJoinReward.vouchers.includes(voucherId)) {
      const vouchers = programme.onJoinReward.vouchers.filter((id) => id !== voucherId);
      await runProgramme(pc, { type: "ReplaceOnJoinReward", data: { vouchers } });
    }
    await pc.caller.run(voucherDecider, voucherStreamId(voucherId), { type: "DeleteVoucher", data: {} });
    return success({ id: voucherId });
  });
};
