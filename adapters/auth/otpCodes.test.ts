import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { otpCodes } from "./otpCodes";

describe("one-time codes", () => {
  const codes = otpCodes(randomBytes(32));

  it("are six digits", () => {
    for (let i = 0; i < 200; i++) expect(codes.generate()).toMatch(/^\d{6}$/);
  });

  it("hash to a keyed value that never contains the code", () => {
    const hash = codes.hash("register", "+60123456789", "123456");
    expect(hash).not.toContain("123456");
    expect(codes.hash("register", "+60123456789", " 123456 ")).toBe(hash);
    expect(otpCodes(randomBytes(32)).hash("register", "+60123456789", "123456")).not.toBe(hash);
  });

  it("bind the purpose and the target", () => {
    const hash = codes.hash("register", "+60123456789", "123456");
    expect(codes.hash("reset-password", "+60123456789", "123456")).not.toBe(hash);
    expect(codes.hash("register", "+60123456780", "123456")).not.toBe(hash);
  });
});
