import { describe, expect, it } from "vitest";
import { composePhone, isMemberPhone, isSwitchablePhone, splitPhone } from "./phoneNumber";

describe("phone numbers in the auth flows", () => {
  it("composes national text with the picked prefix into E.164", () => {
    expect(composePhone("012-345 6789", "MY")).toBe("+60123456789");
    expect(composePhone("9123 4567", "SG")).toBe("+6591234567");
    expect(composePhone("+65 9123 4567", "MY")).toBe("+6591234567");
  });

  it("keeps text that does not parse in the picked country as typed, which no guard accepts", () => {
    expect(composePhone(" 012-345 6789 ", "SG")).toBe("012-345 6789");
    expect(isMemberPhone("012-345 6789")).toBe(false);
    expect(isSwitchablePhone("012-345 6789")).toBe(false);
  });

  it("accepts only MY and SG numbers for registration and reset, any valid number for switch user", () => {
    expect(isMemberPhone("+60123456789")).toBe(true);
    expect(isMemberPhone("+6591234567")).toBe(true);
    expect(isMemberPhone("+6281234567890")).toBe(false);
    expect(isSwitchablePhone("+6281234567890")).toBe(true);
  });

  it("splits a held number back into prefix and national text", () => {
    expect(splitPhone("+6591234567")).toEqual({ prefix: "SG", text: "91234567" });
    expect(splitPhone("+60123456789")).toEqual({ prefix: "MY", text: "123456789" });
    expect(splitPhone("")).toEqual({ prefix: "MY", text: "" });
  });
});
