import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { givenMember, givenProgramme, givenRewardVoucher, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { VOUCHER_CLAIMS_TABLE } from "../../marketing/vouchers.projection";
import { MEMBERS_TABLE } from "../member/members.projection";
import { memberStreamId } from "../member/memberModel";
import { loadProgramme } from "./activeProgramme";
import { isScheduleBenefit } from "../programme/benefits";
import { runBenefit } from "./benefitDistribution";

const BUSINESS = "b".repeat(24);
const REWARD = "a".repeat(24);
const ZONE = "Asia/Kuala_Lumpur";

describe("runBenefit", () => {
  it("gives each member in scope the vouchers and free credit in one unit, once per run", async () => {
    const world = loyaltyEngine("2026-03-01T00:00:00Z");
    const { engine } = world;
    await givenRewardVoucher(engine, BUSINESS, REWARD);
    await givenProgramme(engine, BUSINESS, {
      type: "ReplaceBenefits",
      data: { benefits: [{ name: "Monthly", options: { type: "schedule", vouchers: [REWARD], freeCredit: { day: 30, amount: 5 }, triggerer: { cron: "0 0 1 * *" } } }] },
    });
    const memberId = await givenMember(engine, BUSINESS, "+60123450061");
    const programme = await loadProgramme(engine, BUSINESS);
    const benefit = programme.benefits[0]!;
    if (!isScheduleBenefit(benefit)) throw new Error("a schedule benefit");
    const dueAt = Temporal.Instant.from("2026-02-28T16:00:00Z");
    const run = { dueAt, dueKey: "20260228T160000Z", date: Temporal.PlainDate.from("2026-03-01") };
    const scope = { engine, runStream: "loyalty-job-benefit-test", actor: "system:test" };
    expect(await runBenefit(scope, programme, benefit, run, ZONE)).toEqual({ visited: 1, served: 1, failed: 0 });
    const before = await world.eventCount();
    expect(await runBenefit(scope, programme, benefit, run, ZONE)).toEqual({ visited: 1, served: 0, failed: 0 });
    expect(await world.eventCount()).toBe(before);
    expect(await engine.readModels.get(MEMBERS_TABLE, memberId)).toMatchObject({ balance: 500, rewardsReceived: 1 });
    expect((await engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId } })).total).toBe(1);
    const memberEvents = (await engine.store.readStream(memberStreamId(memberId))).events.filter((e) => e.meta.correlationId === scope.runStream);
    expect(memberEvents.map((e) => e.type)).toEqual(["RewardSent", "CreditTransactionRecorded"]);
  });
});
