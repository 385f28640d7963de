import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { BELOW_ZERO } from "../member/memberCredit";
import { MEMBERS_TABLE } from "../member/members.projection";
import { deductCredit } from "./deductCredit";
import { sendCredit } from "./sendCredit";

const BUSINESS = "b".repeat(24);
let world: LoyaltyEngine;
let memberId: string;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS);
  memberId = await givenMember(world.engine, BUSINESS, "+60123450001");
});

describe("deductCredit", () => {
  it("takes exactly 50 of 200 concurrent deductions of 1.00 from 50.00; the others are refused", async () => {
    const { engine } = world;
    const ref = { businessId: BUSINESS, memberId };
    await sendCredit(engine, ref, { amount: 50 }, AS_OWNER);
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => deductCredit(engine, ref, { amount: 1 }, AS_OWNER)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(50);
    const refusals = outcomes.flatMap((o) => (o.status === "rejected" ? [(o.reason as Error).message] : []));
    expect(refusals).toEqual(Array.from({ length: 150 }, () => BELOW_ZERO));
    expect(await engine.readModels.get(MEMBERS_TABLE, memberId)).toMatchObject({ balance: 0 });
  });

  it("refuses an amount finer than the programme's precision, writing nothing", async () => {
    const before = await world.eventCount();
    await expect(deductCredit(world.engine, { businessId: BUSINESS, memberId }, { amount: 0.001 }, AS_OWNER)).rejects.toMatchObject({
      message: "Invalid credit amount", status: 400, path: ["amount"],
    });
    expect(await world.eventCount()).toBe(before);
  });

  it("answers 'Member not found' for a member of another business", async () => {
    await givenProgramme(world.engine, "c".repeat(24));
    await expect(deductCredit(world.engine, { businessId: "c".repeat(24), memberId }, { amount: 1 }, AS_OWNER)).rejects.toMatchObject({
      message: "Member not found", status: 404,
    });
  });
});
