import fc from "fast-check";
import { describe, it } from "vitest";
import { MAX_LEVEL, maxExperienceFor } from "./experienceCap";
import { type LevelProgramme, gainExperience } from "./levelUp";
import { drawReward } from "./rewardDraw";

const programmeArb: fc.Arbitrary<LevelProgramme> = fc.record({
  baseExpToLevelUp: fc.integer({ min: 1, max: 1000 }),
  expRange: fc.array(fc.record({ minLevel: fc.integer({ min: 0, max: MAX_LEVEL }), expToLevelUp: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 4 }),
  onLevelReward: fc.record({
    noRewardWeight: fc.integer({ min: 0, max: 10 }),
    vouchers: fc.array(fc.record({ voucher: fc.constantFrom("a", "b", "c"), minLevel: fc.integer({ min: 0, max: 50 }), weight: fc.integer({ min: 0, max: 10 }) }), { maxLength: 4 }),
    fixVouchers: fc.array(fc.record({ level: fc.integer({ min: 1, max: 50 }), voucher: fc.constantFrom("x", "y") }), { maxLength: 4 }),
  }),
});
const rollsArb = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

/** A valid member of the programme: level 0-999, experience within its cap. */
const memberArb = (programme: LevelProgramme) =>
  fc.integer({ min: 0, max: MAX_LEVEL }).chain((level) =>
    fc.integer({ min: 0, max: maxExperienceFor(programme, level) }).map((experience) => ({ level, experience })));

const scenarioArb = programmeArb.chain((programme) =>
  fc.record({ programme: fc.constant(programme), member: memberArb(programme), amount: fc.integer({ min: 0, max: 5000 }), rolls: rollsArb }));

describe("level-up properties", () => {
  it("keeps a member within the cap of its level, and the level within 0-999", () => {
    fc.assert(fc.property(scenarioArb, ({ programme, member, amount, rolls }) => {
      const gained = gainExperience(member, amount, programme, () => rolls.next().value);
      return gained.level <= MAX_LEVEL && gained.experience >= 0 && gained.experience <= maxExperienceFor(programme, gained.level);
    }));
  });

  it("records one step per level reached, each with the draw its roll gives", () => {
    fc.assert(fc.property(scenarioArb, ({ programme, member, amount, rolls }) => {
      const gained = gainExperience(member, amount, programme, () => rolls.next().value);
      return gained.level - member.level === gained.levelUps.length &&
        gained.levelUps.every((step, i) => step.level === member.level + i + 1 &&
          step.drawn === drawReward(programme.onLevelReward, step.level, step.roll));
    }));
  });

  it("loses no experience without a level-up, and leaves 0 after one", () => {
    fc.assert(fc.property(scenarioArb, ({ programme, member, amount, rolls }) => {
      const gained = gainExperience(member, amount, programme, () => rolls.next().value);
      if (gained.levelUps.length > 0) return gained.experience === 0;
      return gained.level === MAX_LEVEL || gained.experience === member.experience + amount;
    }));
  });

  it("replays from recorded rolls to the same result", () => {
    fc.assert(fc.property(scenarioArb, ({ programme, member, amount, rolls }) => {
      const first = gainExperience(member, amount, programme, () => rolls.next().value);
      const recorded = first.levelUps.map((step) => step.roll);
      const again = gainExperience(member, amount, programme, () => recorded.shift() ?? 0);
      return JSON.stringify(again) === JSON.stringify(first);
    }));
  });
});
