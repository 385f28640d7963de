// Black-box: the one-time code rules over HTTP (spec 1 §4, §9; domain/auth/otpRules.ts) and the
// forgot-password flow (spec 1 §2, §4, §8).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, latestOtp, login, registerUser, startTestApp, verifyPhone } from "../support/apiHarness";

const PHONE = "+60123456789";

const wrongCodeFor = (otp: string) => (otp === "000000" ? "111111" : "000000");

describe("one-time codes", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  beforeEach(async () => {
    harness = await startTestApp();
  });
  afterEach(() => harness.app.close());

  const send = (target = PHONE) => call(harness.app, "POST", "/api/v2/auth/otp/v2/send", { body: { target } });
  const verify = (otp: string) => call(harness.app, "POST", "/api/v2/auth/otp/v2/verify", { body: { target: PHONE, otp } });

  it("kills a challenge after 5 wrong codes: the right code fails after that", async () => {
    await send();
    const otp = await latestOtp(harness.app, PHONE);
    const wrong = wrongCodeFor(otp);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(wrong)).json());
    expect(answers).toEqual([
      ...Array(4).fill({ message: "Invalid OTP", errors: [{ path: ["otp"], message: "Invalid OTP" }] }),
      { message: "Too many attempts, please request a new OTP", errors: [{ path: ["otp"], message: "Too many attempts, please request a new OTP" }] },
    ]);
    const right = await verify(otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("Too many attempts, please request a new OTP");
    expect(JSON.stringify(await harness.store.readAll())).not.toContain(otp);
  });

  it("refuses a resend within 30 seconds, and the new code replaces the old one", async () => {
    const { app, clock } = harness;
    expect((await send()).statusCode).toBe(200);
    const first = await latestOtp(app, PHONE);
    clock.advance({ seconds: 29 });
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: "Please wait before requesting another OTP" });
    clock.advance({ seconds: 1 });
    expect((await send()).statusCode).toBe(200);
    const second = await latestOtp(app, PHONE);
    if (first !== second) expect((await verify(first)).json().message).toBe("Invalid OTP");
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("expires a code after 5 minutes", async () => {
    await send();
    const otp = await latestOtp(harness.app, PHONE);
    harness.clock.advance({ minutes: 5 });
    const late = await verify(otp);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("OTP expired, please request a new one");
  });

  it("verifies a code once", async () => {
    await send();
    const otp = await latestOtp(harness.app, PHONE);
    expect((await verify(otp)).statusCode).toBe(200);
    expect((await verify(otp)).json().message).toBe("OTP already used, please request a new one");
  });

  it("limits the codes sent to one phone per hour", async () => {
    const { app, clock } = harness;
    for (let i = 0; i < 5; i++) {
      expect((await send()).statusCode).toBe(200);
      clock.advance({ seconds: 31 });
    }
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: "Too many requests, please try again later" });
    expect(sixth.headers["retry-after"]).toEqual(expect.stringMatching(/^\d+$/));
    expect((await call(app, "GET", "/api/v2/dev/outbox")).json().data).toHaveLength(5);
  });
});

describe("forgot password", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  beforeEach(async () => {
    harness = await startTestApp();
  });
  afterEach(() => harness.app.close());

  it("resets the password with a verified code and revokes earlier tokens", async () => {
    const { app, clock } = harness;
    await registerUser(app, PHONE, "Aina", "old-password");
    const oldToken = await login(app, PHONE, "old-password");
    clock.advance({ minutes: 1 });

    const sent = await call(app, "POST", "/api/v2/auth/otp/v2/send", { body: { target: PHONE } });
    expect(sent.json().data.purpose).toBe("reset-password");
    const otp = await latestOtp(app, PHONE);
    const verified = await call(app, "POST", "/api/v2/auth/otp/v2/verify", { body: { target: PHONE, otp } });
    const { verificationToken } = verified.json().data;

    const reset = await call(app, "POST", "/api/v2/auth/reset-password", {
      body: { phoneNumber: PHONE, verificationToken, password: "new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: {} });

    expect((await call(app, "GET", "/api/v2/my/user", { token: oldToken })).statusCode).toBe(401);
    const refused = await call(app, "POST", "/api/v2/auth/login", { body: { phoneNumber: PHONE, password: "old-password" } });
    expect(refused.json()).toEqual({ message: "Invalid user" });
    const fresh = await login(app, PHONE, "new-password");
    expect((await call(app, "GET", "/api/v2/my/user", { token: fresh })).statusCode).toBe(200);

    const replay = await call(app, "POST", "/api/v2/auth/reset-password", {
      body: { phoneNumber: PHONE, verificationToken, password: "third-password" },
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ message: "Invalid verification token" });
  });

  it("answers 'not registered as a member' when a reset code is asked for an unknown phone", async () => {
    const response = await call(harness.app, "POST", "/api/v2/auth/otp/v2/send", { body: { target: PHONE, purpose: "reset-password" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "not registered as a member" });
    expect((await call(harness.app, "GET", "/api/v2/dev/outbox")).json().data).toEqual([]);
  });

  it("answers 'Invalid user' when the phone has no account at the reset step", async () => {
    const response = await call(harness.app, "POST", "/api/v2/auth/reset-password", {
      body: { phoneNumber: PHONE, verificationToken: "anything", password: "new-password" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Invalid user" });
  });

  it("does not accept a registration verification for a reset", async () => {
    const { app } = harness;
    const verificationToken = await verifyPhone(app, PHONE, "register");
    await registerUser(app, "+60123456780");
    const otherPhoneToken = await verifyPhone(app, "+60123456780", "reset-password");
    await call(app, "POST", "/api/v2/auth/register", {
      body: { phoneNumber: PHONE, verificationToken, name: "Aina", password: "secret-pass-1" },
    });
    for (const token of [verificationToken, otherPhoneToken]) {
      const response = await call(app, "POST", "/api/v2/auth/reset-password", {
        body: { phoneNumber: PHONE, verificationToken: token, password: "new-password" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Invalid verification token" });
    }
  });
});
