import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config";

describe("the server's settings", () => {
  it("reads OTP_SENDS_PER_IP as a positive whole number, absent when unset", () => {
    expect(readServerConfig({}).otpSendsPerIp).toBeUndefined();
    expect(readServerConfig({ OTP_SENDS_PER_IP: "" }).otpSendsPerIp).toBeUndefined();
    expect(readServerConfig({ OTP_SENDS_PER_IP: "120" }).otpSendsPerIp).toBe(120);
  });

  it.each(["0", "-5", "2.5", "many"])("stops the start on OTP_SENDS_PER_IP=%s", (raw) => {
    expect(() => readServerConfig({ OTP_SENDS_PER_IP: raw })).toThrow(`Invalid OTP_SENDS_PER_IP: ${raw}`);
  });

  it("stops the start on an invalid PORT", () => {
    expect(() => readServerConfig({ PORT: "70000" })).toThrow("Invalid PORT: 70000");
  });
});
