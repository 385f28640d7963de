import fc from "fast-check";
import { describe, it } from "vitest";
import { MAX_LEVEL, checkExperience, experienceToLevelUp, maxExperienceFor } from "./experienceCap";

const levellingArb = fc.record({
  baseExpToLevelUp: fc.integer({ min: 1, max: 10_000 }),
  expRange: fc.array(fc.record({ minLevel: fc.integer({ min: 0, max: MAX_LEVEL }), expToLevelUp: fc.integer({ min: 1, max: 10_000 }) }), { maxLength: 6 }),
});
const levelArb = fc.integer({ min: 0, max: MAX_LEVEL });

describe("experience cap properties", () => {
  it("a need is a whole number of at least 1", () => {
    fc.assert(fc.property(levellingArb, levelArb, (levelling, level) => {
      const need = experienceToLevelUp(levelling, level);
      return Number.isInteger(need) && need >= 1;
    }));
  });

  it("accepts exactly the experiences from 0 to the cap", () => {
    fc.assert(fc.property(levellingArb, levelArb, fc.integer({ min: 0, max: 20_000 }), (levelling, level, experience) =>
      (checkExperience(levelling, level, experience) === null) === (experience <= maxExperienceFor(levelling, level))));
  });

  it("ignores ranges above the level", () => {
    fc.assert(fc.property(levellingArb, levelArb, fc.integer({ min: 1, max: 10_000 }), (levelling, level, need) => {
      const above = { ...levelling, expRange: [...levelling.expRange, { minLevel: level + 1, expToLevelUp: need }] };
      return experienceToLevelUp(above, level) === experienceToLevelUp(levelling, level);
    }));
  });
});
