import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  validateName,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordEntered,
} from "./credentials";

describe("validateOtp", () => {
  it.each([
    ["", "OTP required"],
    ["   ", "OTP required"],
    ["12345", "Invalid OTP format"],
    ["1234567", "Invalid OTP format"],
    ["12a456", "Invalid OTP format"],
    ["１２３４５６", "Invalid OTP format"],
    ["123456", null],
    [" 654321 ", null],
  ])("given the code %j, answers %j", (code, expected) => {
    expect(validateOtp(code)).toBe(expected);
  });

  it("accepts every six-digit code", () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => validateOtp(code) === null));
  });
});

describe("validatePassword", () => {
  it.each([
    ["", "Password required"],
    ["a", "At least 8 characters"],
    ["1234567", "At least 8 characters"],
    ["12345678", null],
    ["        ", null],
  ])("given %j, answers %j", (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });

  it("sign-in only asks for a password to be entered", () => {
    expect(validatePasswordEntered("")).toBe("Password required");
    expect(validatePasswordEntered("short")).toBeNull();
  });
});

describe("validatePasswordConfirmation", () => {
  it("answers null when both are identical", () => {
    expect(validatePasswordConfirmation("correct horse", "correct horse")).toBeNull();
  });

  it.each([
    ["correct horse", ""],
    ["correct horse", "correct horse "],
    ["Password1", "password1"],
  ])("given %j and %j, answers 'Password not identical'", (password, confirmation) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe("Password not identical");
  });
});

describe("validateName", () => {
  it("requires a name that is not only spaces", () => {
    expect(validateName("  ")).toBe("Name is required");
    expect(validateName(" Aisha ")).toBeNull();
  });
});
