import { describe, expect, it } from "vitest";
import { checkExperience, experienceToLevelUp, maxExperienceFor } from "./experienceCap";

const levelling = { baseExpToLevelUp: 300, expRange: [{ minLevel: 10, expToLevelUp: 500 }, { minLevel: 5, expToLevelUp: 400 }] };

describe("experience needs and cap", () => {
  it("takes the highest range at or below the level, else the base", () => {
    expect(experienceToLevelUp(levelling, 0)).toBe(300);
    expect(experienceToLevelUp(levelling, 4)).toBe(300);
    expect(experienceToLevelUp(levelling, 5)).toBe(400);
    expect(experienceToLevelUp(levelling, 12)).toBe(500);
  });

  it("lets a range at level 0 override the base, and floors needs at 1", () => {
    expect(experienceToLevelUp({ baseExpToLevelUp: 300, expRange: [{ minLevel: 0, expToLevelUp: 50 }] }, 0)).toBe(50);
    expect(experienceToLevelUp({ baseExpToLevelUp: 0.4, expRange: [] }, 3)).toBe(1);
    expect(experienceToLevelUp({ baseExpToLevelUp: 12.9, expRange: [] }, 3)).toBe(12);
  });

  it("caps experience at the need minus 1 with the spec's message", () => {
    expect(maxExperienceFor(levelling, 5)).toBe(399);
    expect(checkExperience(levelling, 5, 399)).toBeNull();
    expect(checkExperience(levelling, 5, 400)).toBe("Max experience for level 5 is 399");
    expect(checkExperience({ baseExpToLevelUp: 1, expRange: [] }, 0, 1)).toBe("Max experience for level 0 is 0");
  });
});
