import { describe, expect, it } from "vitest";
import { gainExperience } from "./levelUp";

const programme = {
  baseExpToLevelUp: 300,
  expRange: [{ minLevel: 2, expToLevelUp: 500 }],
  onLevelReward: {
    noRewardWeight: 1,
    vouchers: [{ voucher: "coffee", minLevel: 0, weight: 1 }],
    fixVouchers: [{ level: 2, voucher: "cake" }, { level: 2, voucher: "tea" }, { level: 3, voucher: "pie" }],
  },
};
const rolls = (...values: number[]) => () => {
  const value = values.shift();
  if (value === undefined) throw new Error("no roll left");
  return value;
};

describe("gaining experience", () => {
  it("adds experience below the need without levelling up or rolling", () => {
    expect(gainExperience({ level: 0, experience: 100 }, 199, programme, rolls())).toEqual({ level: 0, experience: 299, levelUps: [] });
  });

  it("levels up when the need is met, resets experience to 0, draws and adds fixed vouchers", () => {
    expect(gainExperience({ level: 1, experience: 250 }, 50, programme, rolls(0.2))).toEqual({
      level: 2,
      experience: 0,
      levelUps: [{ level: 2, roll: 0.2, drawn: "coffee", fixedVouchers: ["cake", "tea"] }],
    });
    expect(gainExperience({ level: 2, experience: 0 }, 500, programme, rolls(0.7)).levelUps).toEqual([
      { level: 3, roll: 0.7, drawn: null, fixedVouchers: ["pie"] },
    ]);
  });

  it("drops the excess: one gain raises the level once", () => {
    expect(gainExperience({ level: 0, experience: 0 }, 10_000, programme, rolls(0.9))).toMatchObject({ level: 1, experience: 0 });
  });

  it("stops at level 999, holding experience at its cap", () => {
    expect(gainExperience({ level: 999, experience: 10 }, 10_000, programme, rolls())).toEqual({ level: 999, experience: 499, levelUps: [] });
    expect(gainExperience({ level: 998, experience: 0 }, 500, programme, rolls(0.1))).toMatchObject({ level: 999, experience: 0 });
  });

  it("refuses negative or fractional experience", () => {
    expect(() => gainExperience({ level: 0, experience: 0 }, -1, programme, rolls())).toThrow(new RangeError("experience -1 is not a whole number >= 0"));
    expect(() => gainExperience({ level: 0, experience: 0 }, 1.5, programme, rolls())).toThrow(RangeError);
  });
});
