// Black-box: the programme's rewards over HTTP (spec 2 §3 Reward, §4, §5, §7, §8): member-reward
// vouchers, the on-join reward, the level-up pool with weights, minLevel, noRewardWeight and fixed
// vouchers per level, the proportion messages, the reward list, deleting a reward (refused while
// it is in the level-up pool), and the stale pool write.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONFLICT, type ProgrammeWorld, makeVoucher, startProgrammeWorld } from "./loyaltyProgrammeHarness";

let world: ProgrammeWorld;
beforeEach(async () => {
  world = await startProgrammeWorld();
  await world.owner.ok("POST", world.path(), {});
});
afterEach(() => world.harness.app.close());

const refusesAll = async (section: string, cases: ReadonlyArray<readonly [unknown, string]>) => {
  const before = await world.owner.ok("GET", world.path());
  for (const [body, message] of cases) {
    const response = await world.owner.send("PUT", world.path(`/${section}`), body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().message, JSON.stringify(body)).toBe(message);
  }
  expect(await world.owner.ok("GET", world.path())).toEqual(before);
};

const voucherBody = { name: "Free coffee", validFor: 30, effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 500, precision: 2 } }, options: {} } };

describe("member-reward vouchers", () => {
  it("creates a MEMBER_REWARD voucher whatever type the body names", async () => {
    const voucher = await world.owner.ok("POST", world.path("/member-reward-voucher"), { ...voucherBody, type: "SIMPLE_CLAIM" });
    expect(voucher).toMatchObject({ id: expect.any(String), type: "MEMBER_REWARD", name: "Free coffee", businessId: world.businessId });
    const bad = await world.owner.send("POST", world.path("/member-reward-voucher"), { ...voucherBody, name: " " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Name is required");
  });
});

describe("the on-join reward", () => {
  it("stores the vouchers a new member receives, once each", async () => {
    const a = await makeVoucher(world);
    const b = await makeVoucher(world);
    const saved = await world.owner.ok("PUT", world.path("/on-join-reward"), { vouchers: [a, b, a] });
    expect(saved.onJoinReward).toEqual({ vouchers: [a, b] });
    expect((await world.owner.ok("GET", world.path("/overview"))).rewards).toEqual({ onJoin: 2, levelUp: 0 });
  });

  it("refuses vouchers that are not member rewards of the business and changes nothing", async () => {
    const other = await world.owner.ok("POST", "/businesses", { name: "Other" });
    const foreign = await makeVoucher(world, "MEMBER_REWARD", String(other.id));
    const simple = await makeVoucher(world, "SIMPLE_CLAIM");
    await refusesAll("on-join-reward", [
      [{ vouchers: ["missing"] }, "Invalid reward"],
      [{ vouchers: [foreign] }, "Invalid reward"],
      [{ vouchers: [simple] }, "Invalid reward"],
      [{ vouchers: [""] }, "Invalid reward"],
    ]);
  });
});

describe("the level-up pool", () => {
  it("stores weights and levels with the spec's defaults", async () => {
    const a = await makeVoucher(world);
    const b = await makeVoucher(world);
    const saved = await world.owner.ok("PUT", world.path("/on-level-reward"), {
      vouchers: [{ voucher: a }, { voucher: b, minLevel: 5, weight: 9999 }],
      fixVouchers: [{ level: 10, voucher: a }, { level: 2, voucher: b }],
    });
    expect(saved.onLevelReward).toEqual({
      vouchers: [{ voucher: a, minLevel: 0, weight: 1 }, { voucher: b, minLevel: 5, weight: 9999 }],
      noRewardWeight: 1,
      fixVouchers: [{ level: 2, voucher: b }, { level: 10, voucher: a }],
    });
    const zero = await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: a, weight: 0 }], noRewardWeight: 0 });
    expect(zero.onLevelReward).toEqual({ vouchers: [{ voucher: a, minLevel: 0, weight: 0 }], noRewardWeight: 0, fixVouchers: [] });
    expect((await world.owner.ok("GET", world.path("/overview"))).rewards).toEqual({ onJoin: 0, levelUp: 1 });
  });

  it("answers each bad proportion or level with its message and changes nothing", async () => {
    const a = await makeVoucher(world);
    await refusesAll("on-level-reward", [
      [{ vouchers: [{ voucher: a, weight: -1 }] }, "Min proportion is 0"],
      [{ vouchers: [{ voucher: a, weight: 10000 }] }, "Max proportion is 9999"],
      [{ vouchers: [{ voucher: a, weight: 1.5 }] }, "Invalid proportion"],
      [{ vouchers: [], noRewardWeight: -1 }, "Min proportion is 0"],
      [{ vouchers: [], noRewardWeight: 10000 }, "Max proportion is 9999"],
      [{ vouchers: [{ voucher: a, minLevel: -1 }] }, "Min level is 0"],
      [{ vouchers: [{ voucher: a, minLevel: 1000 }] }, "Max 999"],
      [{ vouchers: [], fixVouchers: [{ level: 1.5, voucher: a }] }, "Invalid min level"],
      [{ vouchers: [{ voucher: a }, { voucher: a }] }, "Reward already in pool"],
      [{ vouchers: [], fixVouchers: [{ level: 3, voucher: a }, { level: 3, voucher: a }] }, "Reward already fixed for level 3"],
      [{ vouchers: [{ voucher: "missing" }] }, "Invalid reward"],
      [{ vouchers: [], fixVouchers: [{ level: 3, voucher: "missing" }] }, "Invalid reward"],
    ]);
  });

  it("answers a stale pool write with 409 and keeps the newer pool", async () => {
    const a = await makeVoucher(world);
    const { _rev } = await world.owner.ok("GET", world.path());
    await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: a, weight: 5 }], _rev });
    const stale = await world.owner.send("PUT", world.path("/on-level-reward"), { vouchers: [], _rev });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT);
    expect((await world.owner.ok("GET", world.path())).onLevelReward.vouchers).toEqual([{ voucher: a, minLevel: 0, weight: 5 }]);
  });
});

describe("the reward list and deleting rewards", () => {
  it("lists member rewards with their on-join and level-up roles", async () => {
    const a = await makeVoucher(world);
    const b = await makeVoucher(world);
    await makeVoucher(world, "SIMPLE_CLAIM");
    await world.owner.ok("PUT", world.path("/on-join-reward"), { vouchers: [a] });
    await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: b, minLevel: 3, weight: 7 }] });
    const rewards = await world.owner.ok("GET", world.path("/rewards"));
    expect(rewards).toHaveLength(2);
    expect(rewards.find((r: { id: string }) => r.id === a)).toMatchObject({ onjoinReward: true, levelupReward: false, minLevel: null, proportion: null, redeemed: 0, claimed: 0 });
    expect(rewards.find((r: { id: string }) => r.id === b)).toMatchObject({ onjoinReward: false, levelupReward: true, minLevel: 3, proportion: 7 });
  });

  it("refuses to delete a reward in the level-up pool, and deletes another out of the on-join reward", async () => {
    const pooled = await makeVoucher(world);
    const fixed = await makeVoucher(world);
    const onJoin = await makeVoucher(world);
    await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: pooled }], fixVouchers: [{ level: 2, voucher: fixed }] });
    await world.owner.ok("PUT", world.path("/on-join-reward"), { vouchers: [onJoin] });
    for (const id of [pooled, fixed]) {
      const refused = await world.owner.send("DELETE", world.path(`/rewards/${id}`));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("Unable to delete reward in level up reward");
    }
    expect(await world.owner.ok("DELETE", world.path(`/rewards/${onJoin}`))).toEqual({ id: onJoin });
    expect((await world.owner.ok("GET", world.path())).onJoinReward).toEqual({ vouchers: [] });
    expect((await world.owner.ok("GET", world.path("/rewards"))).map((r: { id: string }) => r.id).sort()).toEqual([pooled, fixed].sort());
  });

  it("refuses the voucher list's delete of a pooled reward too, and keeps the voucher", async () => {
    const pooled = await makeVoucher(world);
    await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: pooled }] });
    const refused = await world.owner.send("DELETE", `/businesses/${world.businessId}/vouchers/${pooled}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Unable to delete reward in level up reward");
    expect(await world.owner.ok("GET", `/businesses/${world.businessId}/vouchers/${pooled}`)).toMatchObject({ id: pooled });
  });
});

describe("the level table", () => {
  it("lists levels with their experience need, tier, pool chances and fixed rewards", async () => {
    const a = await makeVoucher(world);
    await world.owner.ok("PUT", world.path("/experience-range"), { expRange: [{ minLevel: 2, expToLevelUp: 500 }] });
    await world.owner.ok("PUT", world.path("/tier"), { baseTierName: "Basic", tiers: [{ name: "Gold", minLevel: 2 }] });
    await world.owner.ok("PUT", world.path("/on-level-reward"), { vouchers: [{ voucher: a, minLevel: 2, weight: 3 }], fixVouchers: [{ level: 1, voucher: a }] });
    const page = await world.owner.ok("GET", world.path("/levels?limit=3"));
    expect(page.pagination).toEqual({ totalResources: 1000 });
    expect(page.resources).toEqual([
      { level: 0, exp: 300, tier: 0, memberCount: 0, poolRewards: [{ voucher: null, weight: 1, percentage: 100 }], levelRewardIds: [] },
      { level: 1, exp: 300, tier: 0, memberCount: 0, poolRewards: [{ voucher: null, weight: 1, percentage: 100 }], levelRewardIds: [a] },
      { level: 2, exp: 500, tier: 1, memberCount: 0, poolRewards: [{ voucher: a, weight: 3, percentage: 75 }, { voucher: null, weight: 1, percentage: 25 }], levelRewardIds: [] },
    ]);
    const last = await world.owner.ok("GET", world.path("/levels?skip=998&limit=20"));
    expect(last.resources.map((r: { level: number }) => r.level)).toEqual([998, 999]);
  });
});
