import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { consoleTransport, outboxTransport, selectOtpTransport } from "./otpTransport";

const clockFrom = (iso: string) => {
  let now = Temporal.Instant.from(iso);
  return { now: () => now, advance: (seconds: number) => (now = now.add({ seconds })) };
};

describe("the outbox transport", () => {
  it("lists the codes sent to a target newest first", async () => {
    const clock = clockFrom("2026-01-05T08:00:00Z");
    const outbox = outboxTransport(clock.now);
    await outbox.sendOtp("+60123456789", "111111", "register");
    clock.advance(31);
    await outbox.sendOtp("+6591234567", "222222", "register");
    await outbox.sendOtp("+60123456789", "333333", "reset-password");
    expect(outbox.entries("+60123456789")).toEqual([
      { target: "+60123456789", otp: "333333", purpose: "reset-password", sentAt: "2026-01-05T08:00:31.000Z" },
      { target: "+60123456789", otp: "111111", purpose: "register", sentAt: "2026-01-05T08:00:00.000Z" },
    ]);
    expect(outbox.entries().map((entry) => entry.otp)).toEqual(["333333", "222222", "111111"]);
  });

  it("keeps only the newest codes beyond its capacity", async () => {
    const outbox = outboxTransport(clockFrom("2026-01-05T08:00:00Z").now, 2);
    for (const code of ["1", "2", "3"]) await outbox.sendOtp("+60123456789", code, "register");
    expect(outbox.entries().map((entry) => entry.otp)).toEqual(["3", "2"]);
  });
});

describe("choosing a transport", () => {
  const now = clockFrom("2026-01-05T08:00:00Z").now;

  it("defaults to the outbox outside production and to the console in production", () => {
    expect(selectOtpTransport(undefined, false, now).kind).toBe("outbox");
    expect(selectOtpTransport("", true, now).kind).toBe("console");
    expect(selectOtpTransport("outbox", true, now).kind).toBe("outbox");
  });

  it("refuses a transport it does not have, naming the supported ones", () => {
    expect(() => selectOtpTransport("sms", false, now)).toThrow('Unsupported OTP_TRANSPORT "sms": supported values are outbox and console');
    expect(() => selectOtpTransport("firebase", true, now)).toThrow(
      'Unsupported OTP_TRANSPORT "firebase": supported values are outbox and console (Firebase phone sign-in is not available in this version; see the README)',
    );
  });

  it("writes the code on the console", async () => {
    const lines: string[] = [];
    await consoleTransport((line) => lines.push(line)).sendOtp("+60123456789", "123456", "register");
    expect(lines).toEqual(["OTP for +60123456789 (register): 123456"]);
  });
});
