import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenProgramme, givenRewardVoucher, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { voucherDecider } from "../../marketing/voucher";
import { voucherStreamId } from "../../marketing/voucherModel";
import { loadProgramme } from "./activeProgramme";
import { deleteReward } from "./deleteReward";

const BUSINESS = "b".repeat(24);
const JOIN = "a".repeat(24);
const POOLED = "e".repeat(24);
let world: LoyaltyEngine;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenRewardVoucher(world.engine, BUSINESS, JOIN);
  await givenRewardVoucher(world.engine, BUSINESS, POOLED);
  await givenProgramme(world.engine, BUSINESS,
    { type: "ReplaceOnJoinReward", data: { vouchers: [JOIN] } },
    { type: "ReplaceOnLevelReward", data: { onLevelReward: { vouchers: [{ voucher: POOLED }] } } });
});

const statusOf = async (voucherId: string) => (await world.engine.runner.load(voucherDecider, voucherStreamId(voucherId))).state.status;

describe("deleteReward", () => {
  it("takes the voucher out of the on-join reward and deletes it, together", async () => {
    await deleteReward(world.engine, BUSINESS, JOIN, AS_OWNER);
    expect((await loadProgramme(world.engine, BUSINESS)).onJoinReward.vouchers).toEqual([]);
    expect(await statusOf(JOIN)).toBe("deleted");
    const [removed, deleted] = (await world.engine.store.readAll()).slice(-2);
    expect([removed?.type, deleted?.type]).toEqual(["OnJoinRewardReplaced", "VoucherDeleted"]);
    expect(removed?.meta.correlationId).toBe(deleted?.meta.correlationId);
  });

  it("refuses a voucher of the level-up pool, writing nothing", async () => {
    const before = await world.eventCount();
    await expect(deleteReward(world.engine, BUSINESS, POOLED, AS_OWNER)).rejects.toMatchObject({ message: "Unable to delete reward in level up reward", status: 409 });
    expect(await world.eventCount()).toBe(before);
    expect(await statusOf(POOLED)).toBe("active");
  });

  it("refuses an id that is not a member reward of the business", async () => {
    await expect(deleteReward(world.engine, BUSINESS, "0".repeat(24), AS_OWNER)).rejects.toMatchObject({ message: "Invalid reward", status: 400 });
  });
});
