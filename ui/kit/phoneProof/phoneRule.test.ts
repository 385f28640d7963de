import { describe, expect, it } from "vitest";
import { isSwitchablePhone } from "./phoneNumber";
import { loadPhoneRule, loadedPhoneRule, withPhoneRule } from "./phoneRule";

describe("the phone rule loaded on first use", () => {
  it("runs what waits for it in the order asked, once it has loaded", async () => {
    expect(loadedPhoneRule()).toBeNull();
    const ran: string[] = [];
    withPhoneRule((rule) => ran.push(`compose ${rule.composePhone("012-345 6789", "MY")}`));
    withPhoneRule(() => ran.push("send"));
    expect(ran).toEqual([]);
    await loadPhoneRule();
    expect(ran).toEqual(["compose +60123456789", "send"]);
  });

  it("is the same rule for every caller, and runs at once when it is here", async () => {
    const rule = await loadPhoneRule();
    expect(rule.isSwitchablePhone).toBe(isSwitchablePhone);
    expect(loadedPhoneRule()).toBe(rule);
    expect(await loadPhoneRule()).toBe(rule);
    let ran = false;
    withPhoneRule(() => (ran = true));
    expect(ran).toBe(true);
  });
});
