// The loyalty area's demo data (ARCHITECTURE §3; seeder contract in seedDemoData.ts), made for
// the demo business through the application functions the routes call
// (domain/loyalty/application: the programme's setup and sections, enrolment with its on-join
// reward, the member edit, titles, credit) with the API's own input Schemas; the bills go through
// the till's completeBill (their receipts and reward claims follow as reactions once the server
// runs them, adapters/server/productReactions.ts):
// - the programme "Kopi Kita Rewards": 1.00 credit = RM1, 2 % cashback valid 30 days, tiers
//   Basic / Silver (level 5) / Gold (level 15), a season in January and July (one level down,
//   experience back to 0), the title "Kopi Connoisseur" with a basic benefit for its holders and
//   a birthday benefit (a reward voucher and free credit 3 days before), the on-join reward and a
//   level-up pool of the MEMBER_REWARD vouchers;
// - 12 members at varied levels (the portal edit), two with the title, some with normal or free
//   credit (portal movements), and a few completed bills through completeBill (what the
//   till's BILL_COMPLETED runs), so visit stats, experience, cashback and the ledger look alive;
// - the member store with bundles and a few purchases, one reverted (storeDemo.ts).
// Decisions where the contract is silent:
// - It runs after the marketing seeder and takes its MEMBER_REWARD vouchers from the facts
//   (`memberRewardVoucherIds`); without them the programme gets no rewards nor voucher benefit.
// - Bills are dated in the past weeks, relative to the engine context's now; their products are
//   the demo menu's (Kopi O, Teh Tarik...: ids from the menu seeder's facts, so receipts and
//   member stats show names), or till codes ("KOPI-O"...) when no menu was seeded; bills carry
//   the till's own numbers (T1-1001: till 1, running number).
import type { RunOptions } from "../../domain/engine/commandRunner";
import { DomainError } from "../../domain/engine/decider";
import { levelProgrammeOf, loadProgramme } from "../../domain/loyalty/application/activeProgramme";
import { assignTitle } from "../../domain/loyalty/application/assignTitle";
import { completeBill } from "../../domain/loyalty/application/completeBill";
import { type SectionChange, changeProgrammeSection } from "../../domain/loyalty/application/changeProgrammeSection";
import { editMember } from "../../domain/loyalty/application/editMember";
import { enrolMember } from "../../domain/loyalty/application/enrolMember";
import type { RewardClaimOutcome, RewardRecipient } from "../../domain/loyalty/application/rewardClaims";
import { sendCredit } from "../../domain/loyalty/application/sendCredit";
import { setUpProgramme } from "../../domain/loyalty/application/setUpProgramme";
import { experienceToLevelUp } from "../../domain/loyalty/experienceCap";
import { EnrolInput, MemberEditInput, SendCreditInput } from "../../domain/loyalty/member/memberInput";
import { BenefitInput } from "../../domain/loyalty/programme/benefits";
import { LevelCycleInput } from "../../domain/loyalty/programme/levelCycle";
import { OnJoinRewardInput, OnLevelRewardInput } from "../../domain/loyalty/programme/rewards";
import { NewProgrammeInput } from "../../domain/loyalty/programme/settings";
import { TierSettingInput, tierProblems } from "../../domain/loyalty/programme/tiers";
import { TitlesInput } from "../../domain/loyalty/programme/titles";
import type { Money } from "../../domain/shared/money";
import { decodeBody } from "../server/decodeBody";
import { RequestValidationError } from "../server/requestValidationError";
import { demoProductIds } from "./menuDemo";
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

/** The till's lines: the demo menu's products (by name, their ids from the menu seeder's facts),
 *  or the till's own codes when no menu was seeded. */
const PRODUCTS = [
  { name: "Kopi O", code: "KOPI-O", sen: 350 },
  { name: "Teh Tarik", code: "TEH-TARIK", sen: 450 },
  { name: "Nasi Lemak Ayam Goreng", code: "NASI-LEMAK", sen: 1290 },
  { name: "Kaya Butter Toast", code: "KAYA-TOAST", sen: 690 },
];

const ringgit = (sen: number): Money => ({ amount: sen, precision: 2, currency: "MYR" });

/** The bill's items: whole products up to its total, the rest on the last one. */
const itemsOf = (sen: number, facts: DemoFacts) => {
  const productId = (p: (typeof PRODUCTS)[number]) => demoProductIds(facts, [p.name])[0] ?? p.code;
  const items = PRODUCTS.slice(0, 3).map((p, index) => ({ productId: productId(p), quantity: index + 1, price: ringgit(p.sen) }));
  const listed = items.reduce((total, item) => total + item.quantity * item.price.amount, 0);
  const last = PRODUCTS[3]!;
  return sen > listed ? [...items, { productId: productId(last), quantity: 1, price: ringgit(sen - listed) }] : items.slice(0, 1);
};

const stringsOf = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string") ? value : [];

/** A reward the demo cannot claim stops the start (the data would lie). */
const refuseFailedClaims = ({ failed }: RewardClaimOutcome): void => {
  const [first] = failed;
  if (first !== undefined) throw new DomainError(first.message);
};

const setUpDemoProgramme = async (tools: DemoTools, businessId: string, rewards: ReadonlyArray<string>): Promise<void> => {
  const { engine } = tools;
  const options: RunOptions = { actor: tools.actor };
  const change = (section: SectionChange) => changeProgrammeSection(engine, businessId, section, options);
  await setUpProgramme(engine, businessId, decodeBody(NewProgrammeInput, {
    name: DEMO_PROGRAMME_NAME, url: DEMO_PROGRAMME_URL, baseTierName: DEMO_TIERS[0], baseExpToLevelUp: 300, experiencePerSpent: 1,
    creditOneToOne: true, freeCreditAsDiscount: true, cashback: { percentage: 2, validFor: 30 },
  }), options);

  const tier = decodeBody(TierSettingInput, { baseTierName: DEMO_TIERS[0], tiers: [{ name: DEMO_TIERS[1], minLevel: 5 }, { name: DEMO_TIERS[2], minLevel: 15 }] });
  const [problem, ...more] = tierProblems(tier);
  if (problem !== undefined) throw new RequestValidationError([problem, ...more]);
  await change({ type: "ReplaceTiers", data: { tier } });
  await change({ type: "ReplaceLevelCycle", data: { levelCycle: decodeBody(LevelCycleInput, {
    month: [1, 7], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 1", expExpression: "0" }],
  }) } });
  await change({ type: "ReplaceTitles", data: { titles: decodeBody(TitlesInput, [{ name: "Kopi Connoisseur", icon: "crown" }]) } });
  const titleId = (await loadProgramme(engine, businessId)).titles[0]?.id ?? null;

  const titleBenefit = titleId === null ? [] : [{
    name: "Connoisseur 5% Off", description: "5% off every bill for Kopi Connoisseurs.", requiredTitle: titleId,
    options: { type: "basic", effect: { priority: 1, availableOnlineOrder: true, options: { percentage: 5 } } },
  }];
  const birthdayBenefit = {
    name: "Birthday Treat", description: "A drink upgrade and RM10 credit three days before your birthday.", minTier: 0,
    options: { type: "schedule", vouchers: rewards.slice(0, 1), freeCredit: { day: 30, amount: 10 }, triggerer: { birthday: { type: "before", day: 3 } } },
  };
  const benefits = [...titleBenefit, birthdayBenefit];
  await change({ type: "ReplaceBenefits", data: { benefits: benefits.map((benefit) => decodeBody(BenefitInput, benefit)) } });

  if (rewards.length === 0) return;
  await change({ type: "ReplaceOnJoinReward", data: { vouchers: decodeBody(OnJoinRewardInput, { vouchers: rewards.slice(0, 1) }).vouchers } });
  const onLevelReward = decodeBody(OnLevelRewardInput, {
    vouchers: rewards.map((voucher, index) => ({ voucher, minLevel: index === 0 ? 0 : 5, weight: index === 0 ? 3 : 1 })),
    noRewardWeight: 4,
  });
  await change({ type: "ReplaceOnLevelReward", data: { onLevelReward } });
};

/** Enrols the member as POST /membership/members does; answers it as a reward recipient. */
const enrol = async (tools: DemoTools, businessId: string, demo: DemoMember): Promise<RewardRecipient> => {
  const input = decodeBody(EnrolInput, { phoneNumber: demo.phoneNumber, name: demo.name, birthday: demo.birthday, cardNo: demo.cardNo ?? null });
  const { memberId, rewardClaims } = await enrolMember(tools.engine, businessId, input, { actor: tools.actor });
  refuseFailedClaims(rewardClaims);
  return { memberId, phoneNumber: demo.phoneNumber, name: demo.name };
};

/** The portal edit (level, experience), the title, the credit, then the bills, as their routes run them. */
/** The till's bill numbers: the restaurant's till (T1, T2, …) and a running number, as a POS prints them. */
const tillBillNumbers = () => {
  let next = 1001;
  return (restaurantIndex: number): string => `T${restaurantIndex + 1}-${next++}`;
};

const bringToLife = async (
  tools: DemoTools, facts: DemoFacts, member: RewardRecipient, demo: DemoMember, billNumber: (restaurantIndex: number) => string,
): Promise<void> => {
  const { engine } = tools;
  const { businessId, restaurantIds } = facts;
  const options: RunOptions = { actor: tools.actor };
  const ref = { businessId, memberId: member.memberId };
  const programme = await loadProgramme(engine, businessId);
  const levelling = levelProgrammeOf(programme);
  await editMember(engine, ref, decodeBody(MemberEditInput, { level: demo.level, experience: Math.floor(experienceToLevelUp(levelling, demo.level) * demo.progress) }), options);
  const titleId = programme.titles[0]?.id;
  if (demo.titled === true && titleId !== undefined) await assignTitle(engine, businessId, { memberIds: [member.memberId], titleId, days: 90 }, options);
  if (demo.credit !== undefined) await sendCredit(engine, ref, decodeBody(SendCreditInput, { ...demo.credit, remark: "Welcome to Kopi Kita Rewards" }), options);
  const now = engine.context().now;
  for (const [index, bill] of (demo.bills ?? []).entries()) {
    const restaurantIndex = index % restaurantIds.length;
    const restaurantId = restaurantIds[restaurantIndex]!;
    const billId = billNumber(restaurantIndex);
    // Today's bill closed 20 minutes ago, so a restaurant's receipts for Today show it.
    const closedAt = now.subtract(bill.daysAgo === 0 ? { minutes: 20 } : { hours: bill.daysAgo * 24 + 3 }).toString({ smallestUnit: "millisecond" });
    // What the till's BILL_COMPLETED runs: its receipt and reward claims follow as reactions.
    await completeBill(engine, { restaurantId, businessId }, {
      billId, memberPhone: member.phoneNumber, total: ringgit(bill.sen), items: itemsOf(bill.sen, facts), closedAt,
    }, options);
  }
};

export const loyaltyDemo: AreaSeeder = {
  area: "loyalty",
  seed: async (tools, facts): Promise<LoyaltyDemoFacts> => {
    await setUpDemoProgramme(tools, facts.businessId, stringsOf(facts.memberRewardVoucherIds));
    const memberIds: string[] = [];
    const billNumber = tillBillNumbers();
    for (const demo of MEMBERS) {
      const member = await enrol(tools, facts.businessId, demo);
      await bringToLife(tools, facts, member, demo, billNumber);
      memberIds.push(member.memberId);
    }
    await seedStoreDemo(tools, facts, memberIds, stringsOf(facts.memberRewardVoucherIds));
    return { programmeName: DEMO_PROGRAMME_NAME, memberIds };
  },
};
