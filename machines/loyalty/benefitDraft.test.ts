// The benefit wizard's draft: a stored benefit opens as the draft that writes it back, tiers are
// shown one-based and sent zero-based, and the type and unlock switches keep what they should.
import { describe, expect, it } from "vitest";
import type { Benefit } from "../../domain/loyalty/programme/benefits";
import { benefitDraftOf, benefitInputOf, newBenefitDraft, withType, withUnlock } from "./benefitDraft";

const stored: Benefit = {
  id: "b1",
  name: "Birthday Treat",
  description: "Drink upgrade",
  image: null,
  requiredTitle: "t1",
  minTier: 1,
  maxTier: null,
  minLevel: null,
  maxLevel: null,
  targetRestaurant: ["r1"],
  options: { type: "schedule", vouchers: ["v1"], freeCredit: { day: 30, amount: 1000 }, triggerer: { birthday: { type: "before", day: 3 } } },
};

const lunch: Benefit = {
  ...stored,
  id: "b2",
  name: "Lunch 5% off",
  minTier: null,
  minLevel: 3,
  maxLevel: 10,
  options: {
    type: "basic",
    effect: { priority: 2, availableOnlineOrder: true, options: { percentage: 5, channel: "dine-in" } },
    scheduler: { start: { cron: "0 0 * * 1,3" }, timePeriod: [{ start: "11:00", end: "14:00" }], validity: 2 },
  },
};

describe("the benefit draft", () => {
  it("opens a stored scheduled benefit with tiers one-based and credit as typed, and writes it back", () => {
    const draft = benefitDraftOf(stored, 2);
    expect(draft).toMatchObject({ unlock: "tier", min: 2, max: null, freeCredit: { day: 30, amount: 10 } });
    expect(benefitInputOf(draft, "b1")).toEqual({
      id: "b1",
      name: "Birthday Treat",
      description: "Drink upgrade",
      image: null,
      requiredTitle: "t1",
      minTier: 1,
      maxTier: null,
      minLevel: null,
      maxLevel: null,
      targetRestaurant: ["r1"],
      options: { type: "schedule", vouchers: ["v1"], freeCredit: { day: 30, amount: 10 }, triggerer: { birthday: { type: "before", day: 3 } } },
    });
  });

  it("opens a stored basic benefit by level and keeps its other effect options", () => {
    const draft = benefitDraftOf(lunch, 2);
    expect(draft).toMatchObject({ unlock: "level", min: 3, max: 10, discount: 5, effectOptions: { channel: "dine-in" } });
    expect(benefitInputOf(draft, "b2")).toMatchObject({ minTier: null, maxTier: null, minLevel: 3, maxLevel: 10, options: lunch.options });
  });

  it("sends a new benefit without an id", () => {
    expect(benefitInputOf({ ...newBenefitDraft(), name: "New" })).not.toHaveProperty("id");
  });

  it("keeps the common fields and resets the other type's when the type changes", () => {
    const draft = withType({ ...benefitDraftOf(lunch, 2) }, "schedule");
    expect(draft).toMatchObject({ type: "schedule", name: "Lunch 5% off", unlock: "level", min: 3, discount: null, trigger: { cron: "0 0 * * *" } });
  });

  it("empties min and max only when the unlock really changes", () => {
    const draft = benefitDraftOf(lunch, 2);
    expect(withUnlock(draft, "level")).toBe(draft);
    expect(withUnlock(draft, "tier")).toMatchObject({ unlock: "tier", min: null, max: null });
  });
});
