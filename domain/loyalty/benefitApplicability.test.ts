import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type ApplicabilityMember, type BenefitScheduler, type BenefitScope, availabilityText, benefitApplicability, checkEntitledMax } from "./benefitApplicability";

const zone = "Asia/Kuala_Lumpur";
const at = (iso: string) => Temporal.Instant.from(iso);
const now = at("2026-03-10T02:00:00Z"); // Tuesday 10:00 in KL
const ladder = [{ minLevel: 0 }, { minLevel: 5 }, { minLevel: 10 }];
const open: BenefitScope & { scheduler: BenefitScheduler | null } = { membershipId: "m1", requiredTitle: null, minTier: null, maxTier: null, minLevel: null, maxLevel: null, scheduler: null };
const member: ApplicabilityMember = { membershipId: "m1", level: 6, titles: [], birthday: Temporal.PlainDate.from("1990-03-12") };

describe("benefit applicability", () => {
  it("applies to a member of the programme within bounds", () => {
    expect(benefitApplicability(open, member, ladder, now, zone)).toEqual({ applicable: true });
    expect(benefitApplicability({ ...open, minTier: 1, maxTier: 1, minLevel: 5, maxLevel: 9 }, member, ladder, now, zone).applicable).toBe(true);
  });

  it("refuses another programme, levels and tiers out of bounds, a missing or expired title", () => {
    const message = (benefit: typeof open, m = member) => {
      const result = benefitApplicability(benefit, m, ladder, now, zone);
      return result.applicable ? null : result.message;
    };
    expect(message({ ...open, membershipId: "m2" })).toBe("Membership not matched");
    expect(message({ ...open, minLevel: 7 })).toBe("Level not entitled");
    expect(message({ ...open, minTier: 2 })).toBe("Tier not entitled");
    expect(message({ ...open, requiredTitle: "vip" })).toBe("Title required");
    expect(message({ ...open, requiredTitle: "vip" }, { ...member, titles: [{ id: "vip", acquiredAt: now, expiredAt: at("2026-03-10T01:00:00Z") }] })).toBe("Title required");
    expect(message({ ...open, requiredTitle: "vip" }, { ...member, titles: [{ id: "vip", acquiredAt: now, expiredAt: at("2026-03-11T01:00:00Z") }] })).toBeNull();
  });

  it("answers 'No Birthday' to a birthday schedule for a member without one", () => {
    const benefit = { ...open, scheduler: { start: { birthday: { type: "before" as const, day: 0 } }, timePeriod: [], validity: 1 } };
    expect(benefitApplicability(benefit, { ...member, birthday: null }, ladder, now, zone)).toEqual({ applicable: false, message: "No Birthday", validAt: null });
  });

  it("says when a birthday benefit is valid next, and applies inside its window", () => {
    const benefit = { ...open, scheduler: { start: { birthday: { type: "before" as const, day: 0 } }, timePeriod: [], validity: 3 } };
    expect(benefitApplicability(benefit, member, ladder, now, zone)).toEqual({
      applicable: false, message: "Valid at 12/03/2026 00:00", validAt: at("2026-03-11T16:00:00Z"),
    });
    expect(benefitApplicability(benefit, member, ladder, at("2026-03-14T15:59:00Z"), zone)).toEqual({ applicable: true });
    expect(benefitApplicability(benefit, member, ladder, at("2026-03-14T16:00:00Z"), zone).applicable).toBe(false);
  });

  it("applies a cron schedule during its time periods within its validity", () => {
    const mondays = { start: { cron: "0 0 * * 1" }, timePeriod: [{ start: "11:00", end: "14:00" }], validity: 2 };
    const benefit = { ...open, scheduler: mondays };
    // Tuesday 10:00: inside Monday's 2-day window, before the 11:00 period
    expect(benefitApplicability(benefit, member, ladder, now, zone)).toEqual({
      applicable: false, message: "Valid at 10/03/2026 11:00", validAt: at("2026-03-10T03:00:00Z"),
    });
    expect(benefitApplicability(benefit, member, ladder, at("2026-03-10T04:00:00Z"), zone)).toEqual({ applicable: true });
    // Tuesday 15:00: the window's periods are over, next Monday 11:00
    expect(benefitApplicability(benefit, member, ladder, at("2026-03-10T07:00:00Z"), zone)).toMatchObject({ message: "Valid at 16/03/2026 11:00" });
  });

  it("applies a schedule without a start every day in its periods", () => {
    const benefit = { ...open, scheduler: { start: null, timePeriod: [{ start: "18:00", end: "23:59" }], validity: 1 } };
    expect(benefitApplicability(benefit, member, ladder, now, zone)).toMatchObject({ message: "Valid at 10/03/2026 18:00" });
    expect(benefitApplicability(benefit, member, ladder, at("2026-03-10T16:30:00Z"), zone)).toMatchObject({ message: "Valid at 11/03/2026 18:00" });
  });
});

describe("benefit windows and periods", () => {
  const scheduled = (scheduler: BenefitScheduler) => ({ ...open, scheduler });
  const everyDay = (timePeriod: BenefitScheduler["timePeriod"]) => scheduled({ start: null, timePeriod, validity: 1 });
  const eightAm = at("2026-03-10T00:00:00Z"); // Tuesday 08:00 in KL

  it("requires the title itself: another active title does not do", () => {
    const titles = [{ id: "regular", acquiredAt: now, expiredAt: at("2026-04-01T00:00:00Z") }];
    expect(benefitApplicability({ ...open, requiredTitle: "vip" }, { ...member, titles }, ladder, now, zone)).toMatchObject({ message: "Title required" });
  });

  it("applies inside any one of its time periods", () => {
    expect(benefitApplicability(everyDay([{ start: "09:00", end: "12:00" }, { start: "18:00", end: "23:00" }]), member, ladder, now, zone)).toEqual({ applicable: true });
  });

  it("names the earliest next period, however the periods are listed", () => {
    const morning = { start: "09:00", end: "10:00" };
    const afternoon = { start: "14:00", end: "15:00" };
    expect(benefitApplicability(everyDay([morning, afternoon]), member, ladder, eightAm, zone)).toMatchObject({ message: "Valid at 10/03/2026 09:00" });
    expect(benefitApplicability(everyDay([afternoon, morning]), member, ladder, eightAm, zone)).toMatchObject({ message: "Valid at 10/03/2026 09:00" });
  });

  it("names the next day of a window lasting several days before the next occurrence", () => {
    const mondays = scheduled({ start: { cron: "0 0 * * 1" }, timePeriod: [{ start: "11:00", end: "14:00" }], validity: 2 });
    // Monday 15:00: Monday's period is over, Tuesday's is still in the window
    expect(benefitApplicability(mondays, member, ladder, at("2026-03-09T07:00:00Z"), zone)).toMatchObject({ message: "Valid at 10/03/2026 11:00" });
  });

  it("does not open a period on the day after the window", () => {
    const mondays = scheduled({ start: { cron: "0 0 * * 1" }, timePeriod: [{ start: "00:00", end: "01:00" }], validity: 1 });
    // Monday 02:00: Tuesday 00:00 is the end of Monday's window, the next start is the next Monday
    expect(benefitApplicability(mondays, member, ladder, at("2026-03-08T18:00:00Z"), zone)).toMatchObject({ message: "Valid at 16/03/2026 00:00" });
  });

  it("skips a period that starts in a daylight-saving gap on that day", () => {
    // New York, 8 March 2026: 02:00 jumps to 03:00, so 02:30 does not happen that day
    const nightly = everyDay([{ start: "02:30", end: "03:00" }]);
    expect(benefitApplicability(nightly, member, ladder, at("2026-03-08T06:00:00Z"), "America/New_York")).toMatchObject({ message: "Valid at 09/03/2026 02:30" });
  });

  it("says 'Invalid cron expression' for a schedule whose cron never runs", () => {
    expect(benefitApplicability(scheduled({ start: { cron: "nonsense" }, timePeriod: [], validity: 1 }), member, ladder, now, zone)).toEqual({
      applicable: false, message: "Invalid cron expression", validAt: null,
    });
  });
});

describe("benefit texts and bounds", () => {
  it("describes availability by tier (1-based) or level", () => {
    expect(availabilityText({ minTier: 0, maxTier: 2, minLevel: null, maxLevel: null })).toBe("Available from tier 1 to 3");
    expect(availabilityText({ minTier: 1, maxTier: null, minLevel: null, maxLevel: null })).toBe("Available from tier 2 to Unlimited");
    expect(availabilityText({ minTier: null, maxTier: null, minLevel: 5, maxLevel: 20 })).toBe("Available from level 5 to 20");
    expect(availabilityText({ minTier: 1, maxTier: 2, minLevel: 5, maxLevel: null })).toBe("Available from level 5 to Unlimited");
    expect(availabilityText({ minTier: null, maxTier: null, minLevel: null, maxLevel: 10 })).toBe("Available from level 0 to 10");
  });

  it("keeps the entitled maximum within min..limit", () => {
    expect(checkEntitledMax("level", 5, 1000)).toBe("Entitled level should within 5 - 999");
    expect(checkEntitledMax("level", 5, 4)).toBe("Entitled level should within 5 - 999");
    expect(checkEntitledMax("tier", 2, 5, 4)).toBe("Entitled tier should within 2 - 4");
    expect(checkEntitledMax("tier", 2, null, 4)).toBeNull();
    expect(checkEntitledMax("level", 5, 5)).toBeNull();
    expect(checkEntitledMax("level", 5, 999)).toBeNull();
    expect(checkEntitledMax("tier", 2, 4, 4)).toBeNull();
  });
});
