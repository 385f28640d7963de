import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenProgramme, givenRewardVoucher, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { loadProgramme } from "./activeProgramme";
import { changeProgrammeSection } from "./changeProgrammeSection";

const BUSINESS = "b".repeat(24);
const OTHER = "c".repeat(24);
let world: LoyaltyEngine;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS);
});

describe("changeProgrammeSection", () => {
  it("replaces a section with the business's member rewards", async () => {
    const reward = await givenRewardVoucher(world.engine, BUSINESS, "a".repeat(24));
    await changeProgrammeSection(world.engine, BUSINESS, { type: "ReplaceOnJoinReward", data: { vouchers: [reward] } }, AS_OWNER);
    expect((await loadProgramme(world.engine, BUSINESS)).onJoinReward.vouchers).toEqual([reward]);
  });

  it("refuses another business's voucher at its path, and a stale revision, writing nothing", async () => {
    const foreign = await givenRewardVoucher(world.engine, OTHER, "d".repeat(24));
    const before = await world.eventCount();
    const onLevelReward = { vouchers: [{ voucher: foreign }] };
    await expect(changeProgrammeSection(world.engine, BUSINESS, { type: "ReplaceOnLevelReward", data: { onLevelReward } }, AS_OWNER)).rejects.toMatchObject({
      message: "Invalid reward", path: ["vouchers", 0],
    });
    const cycle = { month: [1], rules: [] };
    await expect(changeProgrammeSection(world.engine, BUSINESS, { type: "ReplaceLevelCycle", data: { levelCycle: cycle, rev: 0 } }, AS_OWNER)).rejects.toMatchObject({ status: 409 });
    expect(await world.eventCount()).toBe(before);
  });

  it("refuses to activate the store without the company's tax registration", async () => {
    await expect(changeProgrammeSection(world.engine, BUSINESS, { type: "UpdateStore", data: { store: {} } }, AS_OWNER)).rejects.toMatchObject({
      message: "Company tax registration is required",
    });
  });
});
