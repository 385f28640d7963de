import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenMember, givenProgramme, givenRewardVoucher, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { VOUCHER_CLAIMS_TABLE } from "../../marketing/vouchers.projection";
import { memberStreamId } from "../member/memberModel";
import { sendReward } from "./sendReward";

const BUSINESS = "b".repeat(24);
const REWARD = "a".repeat(24);
let world: LoyaltyEngine;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS);
  await givenRewardVoucher(world.engine, BUSINESS, REWARD);
});

const claimsOf = async (memberId: string) => (await world.engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId } })).rows;

describe("sendReward", () => {
  it("gives each member a claim and a RewardSent, appended together", async () => {
    const a = await givenMember(world.engine, BUSINESS, "+60123450021");
    const b = await givenMember(world.engine, BUSINESS, "+60123450022");
    expect(await sendReward(world.engine, BUSINESS, { rewardId: REWARD, memberIds: [a, b] }, AS_OWNER)).toEqual({ rewardId: REWARD, sent: 2, failed: [] });
    for (const id of [a, b]) {
      expect((await claimsOf(id)).map((c) => c.voucherId)).toEqual([REWARD]);
      const [sent] = (await world.engine.store.readStream(memberStreamId(id))).events.filter((e) => e.type === "RewardSent");
      const [claimed] = (await world.engine.store.readAll()).filter((e) => e.type === "ClaimsAssigned" && e.meta.correlationId === sent?.meta.correlationId);
      expect(claimed?.streamId).toBe(`voucher-${REWARD}`);
    }
  });

  it("sends to every member with `all`, and once per member for a repeated key", async () => {
    const a = await givenMember(world.engine, BUSINESS, "+60123450023");
    const options = { ...AS_OWNER, idempotency: { key: "owner:send:1", fingerprint: "x" } };
    await sendReward(world.engine, BUSINESS, { rewardId: REWARD, all: true }, options);
    expect(await sendReward(world.engine, BUSINESS, { rewardId: REWARD, all: true }, options)).toMatchObject({ sent: 1 });
    expect(await claimsOf(a)).toHaveLength(1);
  });

  it("refuses a voucher that is not a member reward of the business, no members, or a member of another business, sending nothing", async () => {
    const a = await givenMember(world.engine, BUSINESS, "+60123450024");
    const before = await world.eventCount();
    await expect(sendReward(world.engine, BUSINESS, { rewardId: "nope", memberIds: [a] }, AS_OWNER)).rejects.toMatchObject({ message: "Invalid reward", status: 400 });
    await expect(sendReward(world.engine, BUSINESS, { rewardId: REWARD, memberIds: [] }, AS_OWNER)).rejects.toMatchObject({ message: "Members are required" });
    await expect(sendReward(world.engine, BUSINESS, { rewardId: REWARD, memberIds: [a, "0".repeat(24)] }, AS_OWNER)).rejects.toMatchObject({
      message: "Member not found", status: 404,
    });
    expect(await world.eventCount()).toBe(before);
  });
});
