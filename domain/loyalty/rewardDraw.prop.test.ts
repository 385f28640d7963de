// Properties of the reward draw, including a statistical one: over many draws from a seeded
// source, each outcome's frequency passes a chi-square test against its weight.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RewardPool, drawReward, eligiblePoolVouchers, rewardChances } from "./rewardDraw";

const poolArb: fc.Arbitrary<RewardPool> = fc.record({
  noRewardWeight: fc.integer({ min: 0, max: 9999 }),
  vouchers: fc.uniqueArray(
    fc.record({ voucher: fc.constantFrom("v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"), minLevel: fc.integer({ min: 0, max: 20 }), weight: fc.integer({ min: 0, max: 9999 }) }),
    { maxLength: 6, selector: (entry) => entry.voucher },
  ),
});
const levelArb = fc.integer({ min: 0, max: 25 });
const rollArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** mulberry32, seeded. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe("reward draw properties", () => {
  it("only ever draws an eligible voucher or nothing", () => {
    fc.assert(fc.property(poolArb, levelArb, rollArb, (pool, level, roll) => {
      const drawn = drawReward(pool, level, roll);
      return drawn === null || eligiblePoolVouchers(pool, level).some((entry) => entry.voucher === drawn);
    }));
  });

  it("is a function of its roll: the same roll draws the same outcome", () => {
    fc.assert(fc.property(poolArb, levelArb, rollArb, (pool, level, roll) => drawReward(pool, level, roll) === drawReward(pool, level, roll)));
  });

  it("shows chances with 2 decimals summing to exactly 100, zero for zero weight", () => {
    fc.assert(fc.property(poolArb, levelArb, (pool, level) => {
      const chances = rewardChances(pool, level);
      const hundredths = chances.map((c) => Math.round(c.percentage * 100));
      const total = chances.reduce((sum, c) => sum + c.weight, 0);
      return hundredths.reduce((a, b) => a + b, 0) === 10_000 &&
        chances.every((c, i) => Math.abs(c.percentage * 100 - (hundredths[i] ?? 0)) < 1e-9) &&
        chances.every((c) => total === 0 || c.weight > 0 || c.percentage === 0);
    }));
  });

  it("draws each outcome as often as its weight says (chi-square, seeded)", () => {
    const pools = fc.sample(poolArb.filter((p) => rewardChances(p, 10).filter((c) => c.weight > 0).length >= 2), { numRuns: 20, seed: 7 });
    const draws = 20_000;
    for (const [index, pool] of pools.entries()) {
      const random = seeded(1000 + index);
      const counts = new Map<string | null, number>();
      for (let i = 0; i < draws; i += 1) {
        const drawn = drawReward(pool, 10, random());
        counts.set(drawn, (counts.get(drawn) ?? 0) + 1);
      }
      const slots = rewardChances(pool, 10).filter((c) => c.weight > 0);
      const total = slots.reduce((sum, c) => sum + c.weight, 0);
      const chiSquare = slots.reduce((sum, c) => {
        const expected = (draws * c.weight) / total;
        return sum + ((counts.get(c.voucher) ?? 0) - expected) ** 2 / expected;
      }, 0);
      // 99.9th percentile of chi-square with k - 1 <= 6 degrees of freedom is 22.46
      expect(chiSquare, `pool ${JSON.stringify(pool)}`).toBeLessThan(22.46);
      expect([...counts.keys()].every((k) => slots.some((c) => c.voucher === k))).toBe(true);
    }
  });
});
