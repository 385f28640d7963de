// Owns: the business a `npm run seed` data set belongs to, made through the same application
// functions, commands and input Schemas as the API (like businessDemo.ts, marketingDemo.ts and
// loyaltyDemo.ts):
// its owner account, the business "Seed Bistro {n}", two restaurants in Kuala Lumpur's time
// zone, two MEMBER_REWARD vouchers, and the programme "Seed Rewards" (1 experience per 1.00
// spent, 2 % cashback for 30 days, tiers Basic / Silver at level 5 / Gold at level 15, a season
// in January, experience needs rising with the level, and a level-up pool of the two vouchers).
// Decisions where the contract is silent:
// - Every seed run makes a new business, so a store may hold several data sets; the owner's
//   phone (+60122230{n}) and the URLs (seed-bistro-{n}, seed-rewards-{n}) take the first free n.
// - The programme has no on-join reward: a MEMBER_REWARD voucher's stream holds every claim of
//   it, so 100,000 on-join claims would make each enrolment read a stream of up to 100,000
//   events. The level-up pool draws a reward one level-up in ten (weights 1 + 1, no reward 18),
//   which keeps the voucher streams to a few thousand claims at 100,000 members.
import { createBusiness } from "../../domain/business/application/createBusiness";
import { createRestaurant } from "../../domain/business/application/createRestaurant";
import { updateRestaurantSetting } from "../../domain/business/application/updateRestaurantSetting";
import { NewBusinessInput } from "../../domain/business/businessProfile";
import { RestaurantProfileInput } from "../../domain/business/restaurantProfile";
import { SETTING_GROUPS } from "../../domain/business/restaurantSettings";
import type { CommandOutcome } from "../../domain/engine/commandHandler";
import type { RunOptions } from "../../domain/engine/commandRunner";
import type { Decider, DomainEvent } from "../../domain/engine/decider";
import { LevelCycleInput } from "../../domain/loyalty/programme/levelCycle";
import { membershipUrlClaim, membershipUrlStreamId } from "../../domain/loyalty/programme/membershipUrl";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { type ProgrammeCommand, programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import { TierSettingInput, tierProblems } from "../../domain/loyalty/programme/tiers";
import { createVoucher } from "../../domain/marketing/application/createVoucher";
import { openAccount } from "../../domain/auth/application/openAccount";
import { userIdOfPhone } from "../server/auth/accountLookup";
import { decodeBody } from "../server/decodeBody";
import type { EngineRuntime } from "../server/engineRuntime";
import { voucherOfBody } from "../server/marketing/voucherBody";
import { RequestValidationError } from "../server/requestValidationError";

export const SEED_ACTOR = "system:seed";
export const SEED_TIME_ZONE = "Asia/Kuala_Lumpur";
const SEED_TIERS = ["Basic", "Silver", "Gold"] as const;

/** Runs one command as `system:seed` in the business time zone; a refusal throws its DomainError. */
export type SeedRun = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, command: C) => Promise<CommandOutcome<S>>;

const SEED_OPTIONS: RunOptions = { actor: SEED_ACTOR, timeZone: SEED_TIME_ZONE };

export const seedRunner = (engine: EngineRuntime): SeedRun => (decider, streamId, command) =>
  engine.runner.run(decider, streamId, command, SEED_OPTIONS);

export interface SeedBusiness {
  readonly businessId: string;
  readonly businessName: string;
  readonly restaurantIds: ReadonlyArray<string>;
  readonly rewardVoucherIds: ReadonlyArray<string>;
  readonly owner: { readonly userId: string; readonly phoneNumber: string; readonly password: string };
}

const ownerPhone = (n: number): string => `+60122230${String(n).padStart(3, "0")}`;

/** The first n whose owner phone is free (a store may hold several seeded businesses). */
const freeSlot = async (engine: EngineRuntime): Promise<number> => {
  for (let n = 1; n < 1000; n += 1) if ((await userIdOfPhone(engine, ownerPhone(n))) === null) return n;
  throw new Error("Every seed owner phone (+60122230001..999) is taken");
};

const RESTAURANTS = [
  { name: "Seed Bistro Bukit Bintang", line1: "3 Jalan Alor", postcode: "50200" },
  { name: "Seed Bistro Cheras", line1: "21 Jalan Cerdas", postcode: "56100" },
];

const openRestaurant = async (engine: EngineRuntime, businessId: string, place: (typeof RESTAURANTS)[number]): Promise<string> => {
  const profile = decodeBody(RestaurantProfileInput, {
    name: place.name,
    address: { line1: place.line1, city: "Kuala Lumpur", postcode: place.postcode, state: "WP Kuala Lumpur", country: "MY" },
  });
  const restaurantId = await createRestaurant(engine, { restaurantId: engine.context().newId(), businessId, profile }, SEED_OPTIONS);
  const input = decodeBody(SETTING_GROUPS["restaurant-setting"].input, { timeZone: SEED_TIME_ZONE, receiptHeader: place.name, receiptFooter: "Thank you!", autoAcceptOnlineOrders: false });
  await updateRestaurantSetting(engine, { restaurantId, group: "restaurant-setting", input }, SEED_OPTIONS);
  return restaurantId;
};

/** POST /vouchers of a MEMBER_REWARD voucher: decoded as the route decodes it, then createVoucher. */
const createRewardVoucher = (engine: EngineRuntime, businessId: string, name: string, sen: number): Promise<string> =>
  createVoucher(engine, {
    businessId,
    voucher: voucherOfBody({
      type: "MEMBER_REWARD", name, description: `RM${sen / 100} off the next bill.`, validFor: 30,
      effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: sen, precision: 2 } }, options: {} },
    }),
  }, { actor: SEED_ACTOR, timeZone: SEED_TIME_ZONE });

const setUpProgramme = async (run: SeedRun, businessId: string, n: number, rewards: ReadonlyArray<string>): Promise<void> => {
  const url = `seed-rewards-${n}`;
  const settings = decodeBody(NewProgrammeInput, {
    name: "Seed Rewards", url, baseTierName: SEED_TIERS[0], baseExpToLevelUp: 300, experiencePerSpent: 1,
    creditOneToOne: true, freeCreditAsDiscount: true, cashback: { percentage: 2, validFor: 30 },
  });
  await run(membershipUrlClaim, membershipUrlStreamId(url), { type: "Claim", data: { key: url, ownerId: businessId } });
  const programme = (command: ProgrammeCommand) => run(programmeDecider, programmeStreamId(businessId), command);
  await programme({ type: "CreateProgramme", data: { ...settings, businessId } });
  const tier = decodeBody(TierSettingInput, { baseTierName: SEED_TIERS[0], tiers: [{ name: SEED_TIERS[1], minLevel: 5 }, { name: SEED_TIERS[2], minLevel: 15 }] });
  const [problem, ...more] = tierProblems(tier);
  if (problem !== undefined) throw new RequestValidationError([problem, ...more]);
  await programme({ type: "ReplaceTiers", data: { tier } });
  await programme({ type: "ReplaceLevelCycle", data: { levelCycle: decodeBody(LevelCycleInput, {
    month: [1], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }],
  }) } });
  const onLevelReward = decodeBody(OnLevelRewardInput, {
    vouchers: rewards.map((voucher) => ({ voucher, minLevel: 0, weight: 1 })),
    noRewardWeight: 18,
  });
  await programme({ type: "ReplaceOnLevelReward", data: { onLevelReward } });
};

/** The owner, the business, its restaurants, the reward vouchers and the programme. */
export const seedBusiness = async (engine: EngineRuntime, passwordHash: string, password: string): Promise<SeedBusiness> => {
  const run = seedRunner(engine);
  const n = await freeSlot(engine);
  const phoneNumber = ownerPhone(n);
  const userId = await openAccount(engine, { phoneNumber, name: `Seed Owner ${n}`, passwordHash }, SEED_ACTOR);
  const businessName = `Seed Bistro ${n}`;
  const input = decodeBody(NewBusinessInput, { name: businessName, url: `seed-bistro-${n}`, menuVersion: "v4" });
  const businessId = await createBusiness(engine, { ...input, businessId: engine.context().newId(), ownerId: userId }, SEED_OPTIONS);
  const restaurantIds: string[] = [];
  for (const place of RESTAURANTS) restaurantIds.push(await openRestaurant(engine, businessId, place));
  const rewardVoucherIds = [
    await createRewardVoucher(engine, businessId, "Seed Level-Up RM5", 500),
    await createRewardVoucher(engine, businessId, "Seed Level-Up RM10", 1000),
  ];
  await setUpProgramme(run, businessId, n, rewardVoucherIds);
  return { businessId, businessName, restaurantIds, rewardVoucherIds, owner: { userId, phoneNumber, password } };
};
