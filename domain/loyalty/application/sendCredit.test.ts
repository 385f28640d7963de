import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { CREDIT_TRANSACTIONS_TABLE } from "../member/creditTransactions.projection";
import { MEMBERS_TABLE } from "../member/members.projection";
import { sendCredit } from "./sendCredit";

const BUSINESS = "b".repeat(24);
let world: LoyaltyEngine;
let memberId: string;

beforeEach(async () => {
  world = loyaltyEngine("2026-03-10T04:00:00Z");
  await givenProgramme(world.engine, BUSINESS);
  memberId = await givenMember(world.engine, BUSINESS, "+60123450002");
});

describe("sendCredit", () => {
  it("records normal credit and a free lot ending the validity's last day in the business time zone, source PORTAL", async () => {
    await sendCredit(world.engine, { businessId: BUSINESS, memberId }, { amount: 12.5, freeCredit: { amount: 3, validity: 1, unit: "week" }, remark: " hi " }, AS_OWNER);
    const row = await world.engine.readModels.get(MEMBERS_TABLE, memberId);
    expect(row).toMatchObject({ balance: 1550, creditBalance: { normal: 1250, free: [{ amount: 300, expiredAt: "2026-03-17T15:59:59.999Z" }] } });
    const { rows } = await world.engine.readModels.list(CREDIT_TRANSACTIONS_TABLE, { where: { memberId } });
    expect(rows).toMatchObject([{ source: "PORTAL", remark: "hi", normal: 1250, free: 300 }]);
  });

  it("refuses a free amount finer than the precision at its path, writing nothing", async () => {
    const before = await world.eventCount();
    await expect(sendCredit(world.engine, { businessId: BUSINESS, memberId }, { freeCredit: { amount: 0.005, validity: 1, unit: "day" } }, AS_OWNER))
      .rejects.toMatchObject({ message: "Invalid credit amount", path: ["freeCredit", "amount"] });
    expect(await world.eventCount()).toBe(before);
  });
});
