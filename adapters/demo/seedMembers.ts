// Owns: the members of a `npm run seed` data set. `seedMemberOf(i)` is the i-th member as data
// (pure and deterministic: the same i gives the same member in every run), and `enrolSeedMember`
// writes it through the application functions the routes call (domain/loyalty/application):
// the enrolment (POST /membership/members: phone claim and member in one unit), the portal level
// edit (PUT /members/{id}) for one member in ten, then each bill as the till's BILL_COMPLETED
// runs it (CompleteBill with the programme's levelling, experience rate and cashback), each
// followed by what the reactions would do after it (seedReactions.ts): the reward-claim step for
// what its level-ups drew (memberRewardClaims.ts) and the restaurant's receipt of the bill.
// Decisions where the contract is silent:
// - Phones +6011 2xxx xxxx (the index in 7 digits), card numbers SB-{index in 6 digits}, names
//   from 24 given names × 24 family names, a birthday for four members in five.
// - Bills: 0 to 3 per member (index mod 4), RM 8.00 to RM 240.00, closed in the last 90 days,
//   oldest first; their product is a free-standing id, as the seed makes no menu.
import type { RunOptions } from "../../domain/engine/commandRunner";
import { levelProgrammeOf } from "../../domain/loyalty/application/activeProgramme";
import { editMember } from "../../domain/loyalty/application/editMember";
import { enrolMember } from "../../domain/loyalty/application/enrolMember";
import { experienceToLevelUp } from "../../domain/loyalty/experienceCap";
import { memberDecider } from "../../domain/loyalty/member/member";
import { EnrolInput, MemberEditInput } from "../../domain/loyalty/member/memberInput";
import { type MemberEvent, type MemberState, memberStreamId } from "../../domain/loyalty/member/memberModel";
import type { Programme } from "../../domain/loyalty/programme/programmeModel";
import type { Money } from "../../domain/shared/money";
import { decodeBody } from "../server/decodeBody";
import type { EngineRuntime } from "../server/engineRuntime";
import { assignRewardClaims } from "../server/loyalty/memberRewardClaims";
import { billReceiptReaction } from "../../domain/loyalty/application/billReceiptReaction";
import { SEED_ACTOR, SEED_TIME_ZONE, type SeedBusiness, type SeedRun } from "./seedBusiness";

const GIVEN = ["Nurul", "Wei Jie", "Priya", "Ahmad", "Mei Ling", "Siti", "Kar Hoe", "Kavitha", "Hafiz", "Li Ying", "Farah", "Daniel",
  "Aisyah", "Jun Hao", "Deepa", "Irfan", "Hui Min", "Zulaikha", "Vikram", "Xin Yi", "Amirul", "Shu Fen", "Lakshmi", "Haziq"];
const FAMILY = ["Tan", "Lim", "Lee", "Wong", "Abdullah", "Ibrahim", "Ramasamy", "Ng", "Chong", "Rahman", "Subramaniam", "Ismail",
  "Teo", "Goh", "Yusof", "Krishnan", "Ong", "Hassan", "Chan", "Nair", "Koh", "Aziz", "Loh", "Pillay"];

const SEED_PRODUCT_ID = "seed-set-meal";
export const MAX_SEED_MEMBERS = 9_999_999;

export interface SeedBill {
  /** The total in sen (RM 0.01). */
  readonly sen: number;
  readonly daysAgo: number;
}

export interface SeedMember {
  readonly phoneNumber: string;
  readonly name: string;
  readonly birthday: string | null;
  readonly cardNo: string;
  /** The level the portal edit sets first, or null to leave the member at 0. */
  readonly level: number | null;
  readonly bills: ReadonlyArray<SeedBill>;
}

/** mulberry32 seeded with the index: the member's figures without a shared random source. */
const randomOf = (seed: number): (() => number) => {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The index-th member of a seed data set (0 ≤ index ≤ MAX_SEED_MEMBERS). */
export const seedMemberOf = (index: number): SeedMember => {
  const random = randomOf(index + 1);
  const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(random() * list.length)]!;
  const name = `${pick(GIVEN)} ${pick(FAMILY)}`;
  const born = random() < 0.8
    ? `${1960 + Math.floor(random() * 45)}-${String(1 + Math.floor(random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`
    : null;
  const level = index % 10 === 9 ? 5 + Math.floor(random() * 16) : null;
  const ages = Array.from({ length: index % 4 }, () => 1 + Math.floor(random() * 89)).sort((a, b) => b - a);
  return {
    phoneNumber: `+60112${String(index).padStart(7, "0")}`,
    name,
    birthday: born,
    cardNo: `SB-${String(index).padStart(6, "0")}`,
    level,
    bills: ages.map((daysAgo) => ({ sen: 800 + Math.floor(random() * 23_201), daysAgo })),
  };
};

export interface SeedMemberCounts {
  readonly bills: number;
  readonly levelUps: number;
  readonly rewardClaims: number;
}

const ringgit = (sen: number): Money => ({ amount: sen, precision: 2, currency: "MYR" });

const claimRewards = async (engine: EngineRuntime, state: MemberState, billId: string): Promise<number> => {
  if (state.status !== "active") return 0;
  const rewardIds = state.bills[billId]?.rewardIds ?? [];
  const recipient = { memberId: state.memberId, phoneNumber: state.phoneNumber, name: state.name };
  const { assigned, failed } = await assignRewardClaims(engine, SEED_ACTOR, `seed-bill-${billId}`, recipient, `bill-${billId}`, rewardIds);
  const [first] = failed;
  if (first !== undefined) throw new Error(`Reward ${first.voucherId}: ${first.message}`);
  return assigned.length;
};

/** Enrols the member and runs its level edit and bills; `programme` is the business's, as loaded. */
export const enrolSeedMember = async (
  engine: EngineRuntime, run: SeedRun, business: SeedBusiness, programme: Programme, seed: SeedMember, index: number,
): Promise<SeedMemberCounts> => {
  const { businessId, restaurantIds } = business;
  const options: RunOptions = { actor: SEED_ACTOR, timeZone: SEED_TIME_ZONE };
  const input = decodeBody(EnrolInput, { phoneNumber: seed.phoneNumber, name: seed.name, birthday: seed.birthday, cardNo: seed.cardNo });
  const enrolled = await enrolMember(engine, businessId, input, options);
  const { memberId } = enrolled;
  const levelling = levelProgrammeOf(programme);
  if (seed.level !== null) {
    const edit = decodeBody(MemberEditInput, { level: seed.level, experience: Math.floor(experienceToLevelUp(levelling, seed.level) / 2) });
    await editMember(engine, { businessId, memberId }, edit, options);
  }
  const stream = memberStreamId(memberId);
  let levelUps = 0;
  let rewardClaims = enrolled.rewardClaims.assigned.length;
  const now = engine.context().now;
  for (const [billIndex, bill] of seed.bills.entries()) {
    const billId = `seed-${memberId}-${billIndex}`;
    const outcome = await run(memberDecider, stream, {
      type: "CompleteBill",
      data: {
        billId, restaurantId: restaurantIds[(index + billIndex) % restaurantIds.length]!, total: ringgit(bill.sen),
        items: [{ productId: SEED_PRODUCT_ID, quantity: 1, price: ringgit(bill.sen) }],
        closedAt: now.subtract({ hours: bill.daysAgo * 24 }).toString({ smallestUnit: "millisecond" }),
        programme: levelling, experiencePerSpent: programme.experiencePerSpent, cashback: programme.cashback, creditOneToOne: programme.creditOneToOne,
      },
    });
    for (const event of outcome.events as unknown as ReadonlyArray<MemberEvent>) if (event.type === "BillCompleted") levelUps += event.data.levelUps.length;
    rewardClaims += await claimRewards(engine, outcome.state, billId);
    for (const event of outcome.events) await billReceiptReaction.handle(event, engine, options);
  }
  return { bills: seed.bills.length, levelUps, rewardClaims };
};
