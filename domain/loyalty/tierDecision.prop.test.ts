import fc from "fast-check";
import { describe, it } from "vitest";
import { MAX_LEVEL } from "./experienceCap";
import { MAX_TIERS, checkTierLadder, newTier, tierIndexOf } from "./tierDecision";

/** A valid ladder: 0 then strictly rising levels up to 999, at most 4 tiers. */
const validLadderArb = fc
  .uniqueArray(fc.integer({ min: 1, max: MAX_LEVEL }), { maxLength: MAX_TIERS - 1 })
  .map((levels) => [0, ...levels.sort((a, b) => a - b)].map((minLevel) => ({ name: `T${minLevel}`, minLevel, minExp: 0 })));
const levelArb = fc.integer({ min: 0, max: MAX_LEVEL });

describe("tier properties", () => {
  it("every valid ladder passes the rules", () => {
    fc.assert(fc.property(validLadderArb, (ladder) => checkTierLadder(ladder).length === 0));
  });

  it("a level's tier starts at or below it, and the next tier starts above it", () => {
    fc.assert(fc.property(validLadderArb, levelArb, (ladder, level) => {
      const index = tierIndexOf(ladder, level);
      const next = ladder[index + 1];
      return (ladder[index]?.minLevel ?? 0) <= level && (next === undefined || next.minLevel > level);
    }));
  });

  it("the tier index never falls as the level rises", () => {
    fc.assert(fc.property(validLadderArb, levelArb, levelArb, (ladder, a, b) =>
      tierIndexOf(ladder, Math.min(a, b)) <= tierIndexOf(ladder, Math.max(a, b))));
  });

  it("swapping two tiers of a valid ladder breaks it", () => {
    fc.assert(fc.property(validLadderArb.filter((l) => l.length >= 3), fc.nat(), (ladder, pick) => {
      const i = 1 + (pick % (ladder.length - 2));
      const swapped = ladder.map((tier, k) => (k === i ? ladder[i + 1] : k === i + 1 ? ladder[i] : tier) ?? tier);
      return checkTierLadder(swapped).length > 0;
    }));
  });

  it("a new tier keeps a short valid ladder valid", () => {
    fc.assert(fc.property(validLadderArb.filter((l) => l.length < MAX_TIERS && Math.max(...l.map((t) => t.minLevel)) < MAX_LEVEL),
      (ladder) => checkTierLadder([...ladder, newTier(ladder)]).length === 0));
  });
});
