// The fixture of the marketing application functions' unit tests (domain/marketing/application):
// the Engine port on the memory store (memoryEngine.ts) with two businesses of one restaurant
// each, made by the restaurant commands; voucher and promotion documents decoded from valid
// bodies the way the routes decode them; members and a level-up pool when a test needs them; and
// a snapshot of everything a voucher is made of, so a test can show that a refusal wrote nothing.
import { Schema } from "effect";
import { restaurantDecider } from "../../domain/business/restaurant";
import { restaurantStreamId } from "../../domain/business/restaurantModel";
import { RestaurantProfileInput, restaurantProfileFromInput } from "../../domain/business/restaurantProfile";
import type { RunOptions } from "../../domain/engine/commandRunner";
import { memberDecider } from "../../domain/loyalty/member/member";
import { memberStreamId } from "../../domain/loyalty/member/memberModel";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import { PromotionInput, promotionFromInput } from "../../domain/marketing/promotionInput";
import { VoucherInput, voucherFromInput, voucherInputProblems } from "../../domain/marketing/voucherInput";
import type { VoucherDoc } from "../../domain/marketing/voucherResponse";
import { VOUCHERS_TABLE, VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import type { EngineRuntime } from "../../adapters/server/engineRuntime";
import { testClock } from "./apiHarness";
import { memoryEngine } from "./memoryEngine";

export const OWNER: RunOptions = { actor: "owner-1" };
export const KEYED = (key: string, fingerprint = "same request"): RunOptions => ({ ...OWNER, idempotency: { key: `owner-1:${key}`, fingerprint } });

export type VoucherType = "SIMPLE_CLAIM" | "AFTER_SALES" | "MEMBER_REWARD" | "FEEDBACK_REWARD";

/** The stored document of a valid voucher body of `type` (the routes' decode step). */
export const voucherDoc = (type: VoucherType, extra: Record<string, unknown> = {}): VoucherDoc => {
  const input = Schema.decodeUnknownSync(VoucherInput)({
    type, name: `${type} voucher`, validFor: 30, validSince: null,
    effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
    ...(type === "SIMPLE_CLAIM" ? { options: { simpleClaim: { maxClaim: 100 } } } : {}),
    ...extra,
  });
  if (voucherInputProblems(input).length > 0) throw new Error("Not a valid voucher body");
  return voucherFromInput(input);
};

export const promotionDoc = (extra: Record<string, unknown> = {}) =>
  promotionFromInput(Schema.decodeUnknownSync(PromotionInput)({
    name: "Ten off", effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} }, ...extra,
  }));

export interface MarketingShop {
  readonly engine: EngineRuntime;
  readonly businessId: string;
  readonly restaurantId: string;
  readonly otherBusinessId: string;
  readonly otherRestaurantId: string;
}

export const openRestaurant = async (engine: EngineRuntime, businessId: string, name: string): Promise<string> => {
  const restaurantId = engine.context().newId();
  const profile = restaurantProfileFromInput(Schema.decodeUnknownSync(RestaurantProfileInput)({ name }));
  await engine.runner.run(restaurantDecider, restaurantStreamId(restaurantId), { type: "CreateRestaurant", data: { restaurantId, businessId, profile } }, OWNER);
  return restaurantId;
};

export const openMarketingShop = async (clock = testClock()): Promise<MarketingShop> => {
  const { engine } = memoryEngine(clock);
  const businessId = engine.context().newId();
  const otherBusinessId = engine.context().newId();
  return {
    engine,
    businessId,
    restaurantId: await openRestaurant(engine, businessId, "Kopi 1"),
    otherBusinessId,
    otherRestaurantId: await openRestaurant(engine, otherBusinessId, "Elsewhere 1"),
  };
};

/** A member of the business, enrolled by the member command; answers its id. */
export const enrolMember = async (engine: EngineRuntime, businessId: string, phoneNumber: string, name: string | null = null): Promise<string> => {
  const memberId = engine.context().newId();
  await engine.runner.run(memberDecider, memberStreamId(memberId), {
    type: "EnrolMember", data: { memberId, businessId, phoneNumber, name, birthday: null, cardNo: null, onJoinRewardIds: [] },
  }, OWNER);
  return memberId;
};

/** The business's loyalty programme drawing `voucherIds` at level-up. */
export const poolVouchers = async (engine: EngineRuntime, businessId: string, voucherIds: ReadonlyArray<string>): Promise<void> => {
  const stream = programmeStreamId(businessId);
  const settings = Schema.decodeUnknownSync(NewProgrammeInput)({ name: "Rewards", url: `rewards-${businessId}`, creditOneToOne: true });
  await engine.runner.run(programmeDecider, stream, { type: "CreateProgramme", data: { ...settings, businessId } }, OWNER);
  const onLevelReward = Schema.decodeUnknownSync(OnLevelRewardInput)({ vouchers: voucherIds.map((voucher) => ({ voucher, minLevel: 0, weight: 1 })) });
  await engine.runner.run(programmeDecider, stream, { type: "ReplaceOnLevelReward", data: { onLevelReward } }, OWNER);
};

/** Everything a voucher is made of: its stream, the business's code registry and their rows. */
export const voucherSnapshot = async (engine: EngineRuntime, voucherId: string, businessId: string) => ({
  version: (await engine.store.readStream(`voucher-${voucherId}`)).version,
  codes: (await engine.store.readStream(`voucher-codes-${businessId}`)).version,
  row: await engine.readModels.get(VOUCHERS_TABLE, voucherId),
  claims: (await engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).total,
  vouchers: (await engine.readModels.list(VOUCHERS_TABLE, { where: { businessId } })).total,
});
