import { describe, expect, it } from "vitest";
import { isSwitchablePhone } from "./phoneNumber";
import { loadPhoneRule, loadedPhoneRule } from "./phoneRule";

describe("the phone rule loaded on first use", () => {
  it("is absent until loaded, then the same rule for every caller", async () => {
    expect(loadedPhoneRule()).toBeNull();
    const rule = await loadPhoneRule();
    expect(rule.isSwitchablePhone).toBe(isSwitchablePhone);
    expect(loadedPhoneRule()).toBe(rule);
    expect(await loadPhoneRule()).toBe(rule);
  });
});
