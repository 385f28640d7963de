// The loyalty area's demo data (ARCHITECTURE §3; seeder contract in seedDemoData.ts), made for
// the demo business through the programme and member commands with the API's own input Schemas
// and the checks and claims the routes make (membership URL claim before the setup, tier ladder
// problems, MEMBER_REWARD vouchers of the business for rewards and benefits, the member's phone
// claim before enrolment, the reward-claim step after enrolment):
// - the programme "Kopi Kita Rewards": 1.00 credit = RM1, 2 % cashback valid 30 days, tiers
//   Basic / Silver (level 5) / Gold (level 15), a season in January and July (one level down,
//   experience back to 0), the title "Kopi Connoisseur" with a basic benefit for its holders and
//   a birthday benefit (a reward voucher and free credit 3 days before), the on-join reward and a
//   level-up pool of the MEMBER_REWARD vouchers;
// - 12 members at varied levels (the portal edit), two with the title, some with normal or free
//   credit (portal movements), and a few completed bills through the member bill command (what the
//   till's BILL_COMPLETED runs), so visit stats, experience, cashback and the ledger look alive;
// - the member store with bundles and a few purchases, one reverted (storeDemo.ts).
// Decisions where the contract is silent:
// - It runs after the marketing seeder and takes its MEMBER_REWARD vouchers from the facts
//   (`memberRewardVoucherIds`); without them the programme gets no rewards nor voucher benefit.
// - Bills are dated in the past weeks, relative to the engine context's now; their products are
//   free-standing ids ("demo-kopi-o"...), as no menu is seeded yet.
import { DomainError } from "../../domain/engine/decider";
import { VOUCHERS_TABLE } from "../../domain/marketing/vouchers.projection";
import { completeBill } from "../../domain/loyalty/application/completeBill";
import { experienceToLevelUp } from "../../domain/loyalty/experienceCap";
import { MEMBER_NOT_FOUND, memberDecider } from "../../domain/loyalty/member/member";
import { EnrolInput, MemberEditInput, SendCreditInput, birthdayOf } from "../../domain/loyalty/member/memberInput";
import { type ActiveMember, memberStreamId } from "../../domain/loyalty/member/memberModel";
import { memberPhoneClaim, memberPhoneStreamId } from "../../domain/loyalty/member/memberPhoneClaim";
import { cardNoOf } from "../../domain/loyalty/member/memberUpdate";
import { validityDays } from "../../domain/loyalty/member/creditExpiry";
import { unitsOf } from "../../domain/loyalty/member/creditUnits";
import { BenefitInput } from "../../domain/loyalty/programme/benefits";
import { LevelCycleInput } from "../../domain/loyalty/programme/levelCycle";
import { membershipUrlClaim, membershipUrlStreamId } from "../../domain/loyalty/programme/membershipUrl";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { type ProgrammeCommand, programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { INVALID_REWARD, OnJoinRewardInput, OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import { TierSettingInput, tierProblems } from "../../domain/loyalty/programme/tiers";
import { TitlesInput } from "../../domain/loyalty/programme/titles";
import type { Money } from "../../domain/shared/money";
import { toE164 } from "../../domain/shared/phone";
import { decodeBody } from "../server/decodeBody";
import { creditPrecisionOf, levelProgrammeOf, loadProgramme } from "../server/loyalty/memberProgramme";
import { type RewardRecipient, assignRewardClaims } from "../server/loyalty/memberRewardClaims";
import { RequestValidationError } from "../server/requestValidationError";
import type { AreaSeeder, DemoFacts, DemoTools } from "./seedDemoData";
import { seedStoreDemo } from "./storeDemo";

export const DEMO_PROGRAMME_NAME = "Kopi Kita Rewards";
export const DEMO_PROGRAMME_URL = "kopi-kita-rewards";
export const DEMO_TIERS = ["Basic", "Silver", "Gold"] as const;

/** What the loyalty seeder adds to the facts. */
export type LoyaltyDemoFacts = {
  readonly programmeName: string;
  readonly memberIds: ReadonlyArray<string>;
};

interface DemoMember {
  readonly phoneNumber: string;
  readonly name: string;
  readonly birthday: string | null;
  readonly cardNo?: string;
  readonly level: number;
  /** Share of the level's experience cap already earned. */
  readonly progress: number;
  readonly titled?: boolean;
  readonly credit?: { readonly amount?: number; readonly freeCredit?: { readonly amount: number; readonly validity: number; readonly unit: "day" | "week" | "month" } };
  /** Bill totals in sen, oldest first, with their age in days. */
  readonly bills?: ReadonlyArray<{ readonly sen: number; readonly daysAgo: number }>;
}

const MEMBERS: ReadonlyArray<DemoMember> = [
  { phoneNumber: "+60123330101", name: "Nurul Izzah", birthday: "1992-03-14", cardNo: "KK-0001", level: 18, progress: 0.6, titled: true,
    credit: { amount: 120, freeCredit: { amount: 15, validity: 1, unit: "month" } }, bills: [{ sen: 8650, daysAgo: 20 }, { sen: 4220, daysAgo: 9 }, { sen: 6310, daysAgo: 2 }] },
  { phoneNumber: "+60123330102", name: "Lim Wei Jie", birthday: "1988-11-02", cardNo: "KK-0002", level: 16, progress: 0.2, titled: true,
    credit: { amount: 50 }, bills: [{ sen: 5480, daysAgo: 12 }, { sen: 3990, daysAgo: 4 }] },
  { phoneNumber: "+60123330103", name: "Priya Ramasamy", birthday: "1995-07-21", level: 9, progress: 0.5,
    credit: { freeCredit: { amount: 10, validity: 2, unit: "week" } }, bills: [{ sen: 2760, daysAgo: 6 }] },
  { phoneNumber: "+60123330104", name: "Ahmad Faiz", birthday: "1990-01-30", level: 7, progress: 0.1, bills: [{ sen: 3150, daysAgo: 15 }, { sen: 2280, daysAgo: 1 }] },
  { phoneNumber: "+60123330105", name: "Tan Mei Ling", birthday: "1985-05-09", level: 5, progress: 0.8, credit: { amount: 30 }, bills: [{ sen: 1560, daysAgo: 0 }] },
  { phoneNumber: "+60123330106", name: "Siti Aminah", birthday: "1999-12-24", level: 3, progress: 0.4, bills: [{ sen: 1890, daysAgo: 3 }] },
  { phoneNumber: "+60123330107", name: "Wong Kar Hoe", birthday: null, level: 2, progress: 0.7, credit: { freeCredit: { amount: 5, validity: 10, unit: "day" } } },
  { phoneNumber: "+60123330108", name: "Kavitha Subramaniam", birthday: "1993-09-05", level: 1, progress: 0.3 },
  { phoneNumber: "+60123330109", name: "Muhammad Hafiz", birthday: "2001-04-17", level: 0, progress: 0.5 },
  { phoneNumber: "+60123330110", name: "Chong Li Ying", birthday: "1997-08-11", level: 0, progress: 0.2 },
  { phoneNumber: "+60123330111", name: "Farah Hanim", birthday: null, level: 0, progress: 0 },
  { phoneNumber: "+60123330112", name: "Daniel Lee", birthday: "1979-02-28", level: 11, progress: 0.9, credit: { amount: 80 } },
];

const PRODUCTS = [
  { productId: "demo-kopi-o", sen: 350 },
  { productId: "demo-teh-tarik", sen: 450 },
  { productId: "demo-nasi-lemak", sen: 1290 },
  { productId: "demo-kaya-toast", sen: 690 },
];

const ringgit = (sen: number): Money => ({ amount: sen, precision: 2, currency: "MYR" });

/** The bill's items: whole products up to its total, the rest on the last one. */
const itemsOf = (sen: number) => {
  const items = PRODUCTS.slice(0, 3).map((p, index) => ({ productId: p.productId, quantity: index + 1, price: ringgit(p.sen) }));
  const listed = items.reduce((total, item) => total + item.quantity * item.price.amount, 0);
  const last = PRODUCTS[3]!;
  return sen > listed ? [...items, { productId: last.productId, quantity: 1, price: ringgit(sen - listed) }] : items.slice(0, 1);
};

const stringsOf = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : [];

/** The routes' check: every id is a MEMBER_REWARD voucher of the business ('Invalid reward'). */
const ensureRewards = async (tools: DemoTools, businessId: string, ids: ReadonlyArray<string>): Promise<void> => {
  for (const [index, id] of ids.entries()) {
    const row = await tools.engine.store.readModels.get(VOUCHERS_TABLE, id);
    if (row === undefined || row.businessId !== businessId || row.type !== "MEMBER_REWARD") throw new DomainError(INVALID_REWARD, 400, ["vouchers", index]);
  }
};

/** The reward-claim step; a voucher the demo cannot claim stops the start (the data would lie). */
const claimRewards = async (tools: DemoTools, recipient: RewardRecipient, occasion: string, voucherIds: ReadonlyArray<string>): Promise<void> => {
  const { failed } = await assignRewardClaims(tools.engine, tools.actor, `demo-${occasion}-${recipient.memberId}`, recipient, occasion, voucherIds);
  const [first] = failed;
  if (first !== undefined) throw new DomainError(first.message);
};

const setUpProgramme = async (tools: DemoTools, businessId: string, rewards: ReadonlyArray<string>): Promise<void> => {
  const stream = programmeStreamId(businessId);
  const run = (command: ProgrammeCommand) => tools.run(programmeDecider, stream, command);
  const settings = decodeBody(NewProgrammeInput, {
    name: DEMO_PROGRAMME_NAME, url: DEMO_PROGRAMME_URL, baseTierName: DEMO_TIERS[0], baseExpToLevelUp: 300, experiencePerSpent: 1,
    creditOneToOne: true, freeCreditAsDiscount: true, cashback: { percentage: 2, validFor: 30 },
  });
  await tools.run(membershipUrlClaim, membershipUrlStreamId(DEMO_PROGRAMME_URL), { type: "Claim", data: { key: DEMO_PROGRAMME_URL, ownerId: businessId } });
  await run({ type: "CreateProgramme", data: { ...settings, businessId } });

  const tier = decodeBody(TierSettingInput, { baseTierName: DEMO_TIERS[0], tiers: [{ name: DEMO_TIERS[1], minLevel: 5 }, { name: DEMO_TIERS[2], minLevel: 15 }] });
  const [problem, ...more] = tierProblems(tier);
  if (problem !== undefined) throw new RequestValidationError([problem, ...more]);
  await run({ type: "ReplaceTiers", data: { tier } });
  await run({ type: "ReplaceLevelCycle", data: { levelCycle: decodeBody(LevelCycleInput, {
    month: [1, 7], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }],
  }) } });
  const titled = await run({ type: "ReplaceTitles", data: { titles: decodeBody(TitlesInput, [{ name: "Kopi Connoisseur", icon: "crown" }]) } });
  const titleId = titled.state.status === "active" ? titled.state.titles[0]?.id ?? null : null;

  const birthdayRewards = rewards.slice(0, 1);
  await ensureRewards(tools, businessId, birthdayRewards);
  const titleBenefit = titleId === null ? [] : [{
    name: "Connoisseur 5% Off", description: "5% off every bill for Kopi Connoisseurs.", requiredTitle: titleId,
    options: { type: "basic", effect: { priority: 1, availableOnlineOrder: true } },
  }];
  const birthdayBenefit = {
    name: "Birthday Treat", description: "A drink upgrade and RM10 credit three days before your birthday.", minTier: 0,
    options: { type: "schedule", vouchers: birthdayRewards, freeCredit: { day: 30, amount: 10 }, triggerer: { birthday: { type: "before", day: 3 } } },
  };
  const benefits = [...titleBenefit, birthdayBenefit];
  await run({ type: "ReplaceBenefits", data: { benefits: benefits.map((benefit) => decodeBody(BenefitInput, benefit)) } });

  if (rewards.length === 0) return;
  const onJoin = decodeBody(OnJoinRewardInput, { vouchers: rewards.slice(0, 1) });
  await ensureRewards(tools, businessId, onJoin.vouchers);
  await run({ type: "ReplaceOnJoinReward", data: { vouchers: onJoin.vouchers } });
  const onLevelReward = decodeBody(OnLevelRewardInput, {
    vouchers: rewards.map((voucher, index) => ({ voucher, minLevel: index === 0 ? 0 : 5, weight: index === 0 ? 3 : 1 })),
    noRewardWeight: 4,
  });
  await ensureRewards(tools, businessId, onLevelReward.vouchers.map((v) => v.voucher));
  await run({ type: "ReplaceOnLevelReward", data: { onLevelReward } });
};

const enrol = async (tools: DemoTools, businessId: string, demo: DemoMember): Promise<ActiveMember> => {
  const programme = await loadProgramme(tools.engine, businessId);
  const input = decodeBody(EnrolInput, { phoneNumber: demo.phoneNumber, name: demo.name, birthday: demo.birthday, cardNo: demo.cardNo ?? null });
  const phoneNumber = toE164(input.phoneNumber) ?? input.phoneNumber;
  const memberId = tools.engine.context().newId();
  await tools.run(memberPhoneClaim, memberPhoneStreamId(businessId, phoneNumber), { type: "Claim", data: { key: phoneNumber, ownerId: memberId } });
  const name = input.name?.trim() || null;
  const onJoinRewardIds = programme.onJoinReward.vouchers;
  const outcome = await tools.run(memberDecider, memberStreamId(memberId), {
    type: "EnrolMember",
    data: { memberId, businessId, phoneNumber, name, birthday: birthdayOf(input.birthday ?? "") ?? null, cardNo: cardNoOf(input.cardNo), onJoinRewardIds },
  });
  await claimRewards(tools, { memberId, phoneNumber, name }, "join", onJoinRewardIds);
  if (outcome.state.status !== "active") throw new DomainError(MEMBER_NOT_FOUND, 404);
  return outcome.state;
};

/** The portal edit (level, experience), the title, the credit, then the bills, as their routes run them. */
const bringToLife = async (tools: DemoTools, facts: DemoFacts, member: ActiveMember, demo: DemoMember): Promise<void> => {
  const { businessId, restaurantIds } = facts;
  const programme = await loadProgramme(tools.engine, businessId);
  const levelling = levelProgrammeOf(programme);
  const knownTitleIds = programme.titles.map((t) => t.id);
  const stream = memberStreamId(member.memberId);
  const edit = decodeBody(MemberEditInput, { level: demo.level, experience: Math.floor(experienceToLevelUp(levelling, demo.level) * demo.progress) });
  await tools.run(memberDecider, stream, { type: "UpdateMember", data: { levelling, level: edit.level, experience: edit.experience, titles: [], knownTitleIds } });
  const titleId = knownTitleIds[0];
  if (demo.titled === true && titleId !== undefined) await tools.run(memberDecider, stream, { type: "AssignTitle", data: { titleId, days: 90, knownTitleIds } });
  if (demo.credit !== undefined) {
    const precision = creditPrecisionOf(programme);
    const units = (amount: number) => unitsOf(amount, precision) ?? 0;
    const input = decodeBody(SendCreditInput, { ...demo.credit, remark: "Welcome to Kopi Kita Rewards" });
    const free = input.freeCredit ?? null;
    await tools.run(memberDecider, stream, {
      type: "SendCredit",
      data: {
        normal: units(input.amount ?? 0),
        free: free === null ? null : { amount: units(free.amount), days: validityDays(free.validity, free.unit) },
        remark: input.remark ?? "", source: "PORTAL", ref: null,
      },
    });
  }
  const now = tools.engine.context().now;
  for (const [index, bill] of (demo.bills ?? []).entries()) {
    const billId = tools.engine.context().newId();
    const restaurantId = restaurantIds[index % restaurantIds.length]!;
    // Today's bill closed 20 minutes ago, so a restaurant's receipts for Today show it.
    const closedAt = now.subtract(bill.daysAgo === 0 ? { minutes: 20 } : { hours: bill.daysAgo * 24 + 3 }).toString({ smallestUnit: "millisecond" });
    // What the till's BILL_COMPLETED runs: its receipt and reward claims follow as reactions.
    await completeBill(tools.engine, { restaurantId, businessId }, {
      billId, memberPhone: member.phoneNumber, total: ringgit(bill.sen), items: itemsOf(bill.sen), closedAt,
    }, tools.options);
  }
};

export const loyaltyDemo: AreaSeeder = {
  area: "loyalty",
  seed: async (tools, facts): Promise<LoyaltyDemoFacts> => {
    await setUpProgramme(tools, facts.businessId, stringsOf(facts.memberRewardVoucherIds));
    const memberIds: string[] = [];
    for (const demo of MEMBERS) {
      const member = await enrol(tools, facts.businessId, demo);
      await bringToLife(tools, facts, member, demo);
      memberIds.push(member.memberId);
    }
    await seedStoreDemo(tools, facts, memberIds, stringsOf(facts.memberRewardVoucherIds));
    return { programmeName: DEMO_PROGRAMME_NAME, memberIds };
  },
};
