// Black-box: registration by OTP, sign-in, the current user, refresh and sign-out over HTTP.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, latestOtp, login, registerUser, startTestApp, verifyPhone } from "../support/apiHarness";

const PHONE = "+60123456789";
const PASSWORD = "secret-pass-1";

describe("registration, sign-in and sessions", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  beforeEach(async () => {
    harness = await startTestApp();
  });
  afterEach(() => harness.app.close());

  it("registers with the code from the dev outbox, signs in, reads /my/user, refreshes, and sign-out revokes", async () => {
    const { app, clock } = harness;
    const sent = await call(app, "POST", "/api/v2/auth/otp/v2/send", { body: { target: PHONE } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      data: { target: PHONE, purpose: "register", resendAvailableAt: "2026-01-05T08:00:30.000Z" },
    });
    const outbox = await call(app, "GET", `/api/v2/dev/outbox?target=${encodeURIComponent(PHONE)}`);
    expect(outbox.json()).toEqual({
      data: [{ target: PHONE, otp: expect.stringMatching(/^\d{6}$/), purpose: "register", sentAt: "2026-01-05T08:00:00.000Z" }],
    });
    const otp = await latestOtp(app, PHONE);
    const verified = await call(app, "POST", "/api/v2/auth/otp/v2/verify", { body: { target: PHONE, otp } });
    expect(verified.statusCode).toBe(200);
    const { verificationToken } = verified.json().data;

    const registered = await call(app, "POST", "/api/v2/auth/register", {
      body: { phoneNumber: PHONE, verificationToken, name: "  Aina  ", password: PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Aina", phoneNumber: PHONE } });
    const userId = registered.json().data.id;

    const signedIn = await call(app, "POST", "/api/v2/auth/login", { body: { phoneNumber: PHONE, password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json().data;

    const me = await call(app, "GET", "/api/v2/my/user", { token: accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      data: {
        id: userId, name: "Aina", phoneNumber: PHONE, roles: [], agentIds: [], createdAt: "2026-01-05T08:00:00.000Z",
        flags: {
          isAdmin: false, isStaff: false, isAgent: false, isDebugUser: false,
          isAdminOrStaff: false, isAdminOrStaffOrAgent: false, canSwitchUser: false, canListenLive: false,
        },
      },
    });
    expect(me.body).not.toMatch(/scrypt|passwordHash|tokensNotBefore/);

    clock.advance({ minutes: 20 });
    const refreshed = await call(app, "POST", "/api/v2/auth/token", { body: { token: accessToken } });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().data.accessToken;
    expect(fresh).not.toBe(accessToken);

    clock.advance({ seconds: 5 });
    const signedOut = await call(app, "POST", "/api/v2/auth/logout", { token: fresh });
    expect(signedOut.statusCode).toBe(200);
    for (const token of [accessToken, fresh]) {
      const refused = await call(app, "GET", "/api/v2/my/user", { token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: "Unauthorized request" });
      expect((await call(app, "POST", "/api/v2/auth/token", { body: { token } })).statusCode).toBe(401);
    }
    expect((await call(app, "GET", "/api/v2/my/user", { token: await login(app, PHONE) })).statusCode).toBe(200);
  });

  it("answers a wrong phone and a wrong password with one message", async () => {
    const { app } = harness;
    await registerUser(harness.app, PHONE);
    for (const body of [{ phoneNumber: PHONE, password: "wrong-password" }, { phoneNumber: "+60129999999", password: PASSWORD }]) {
      const response = await call(app, "POST", "/api/v2/auth/login", { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid user" });
    }
  });

  it("reads national phone text as Malaysian", async () => {
    await registerUser(harness.app, PHONE);
    expect(await login(harness.app, "012-345 6789")).toEqual(expect.any(String));
  });

  it("refuses a request without a valid bearer token", async () => {
    const { app } = harness;
    const responses = await Promise.all([
      call(app, "GET", "/api/v2/my/user"),
      call(app, "GET", "/api/v2/my/user", { token: "not.a.token" }),
      app.inject({ method: "GET", url: "/api/v2/my/user", headers: { authorization: "Basic abc" } }),
      call(app, "POST", "/api/v2/auth/logout"),
      call(app, "POST", "/api/v2/auth/token", { body: { token: "garbage" } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthorized request" });
    }
  });

  it("expires an access token after an hour", async () => {
    const { app, clock } = harness;
    await registerUser(app, PHONE);
    const token = await login(app, PHONE);
    clock.advance({ minutes: 61 });
    expect((await call(app, "GET", "/api/v2/my/user", { token })).statusCode).toBe(401);
    expect((await call(app, "POST", "/api/v2/auth/token", { body: { token } })).statusCode).toBe(401);
  });

  it("tells whether a phone has an account", async () => {
    const { app } = harness;
    const before = await call(app, "GET", `/api/v2/auth/check-exist/${encodeURIComponent(PHONE)}`);
    expect(before.json()).toEqual({ data: { exist: false } });
    await registerUser(app, PHONE);
    const after = await call(app, "GET", `/api/v2/auth/check-exist/${encodeURIComponent(PHONE)}`);
    expect(after.json()).toEqual({ data: { exist: true } });
    const invalid = await call(app, "GET", "/api/v2/auth/check-exist/12ab");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Invalid phone no");
  });

  it("refuses a second account for a phone, and a verification used twice", async () => {
    const { app } = harness;
    const verificationToken = await verifyPhone(app, PHONE, "register");
    const body = { phoneNumber: PHONE, verificationToken, name: "Aina", password: PASSWORD };
    expect((await call(app, "POST", "/api/v2/auth/register", { body })).statusCode).toBe(200);

    const replayed = await call(app, "POST", "/api/v2/auth/register", { body });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toEqual({ message: "Invalid verification token" });

    const again = await call(app, "POST", "/api/v2/auth/otp/v2/send", { body: { target: PHONE, purpose: "register" } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This phone number already in use" });
  });

  it("refuses a verification made for another phone or purpose", async () => {
    const { app } = harness;
    const verificationToken = await verifyPhone(app, PHONE, "register");
    const other = await call(app, "POST", "/api/v2/auth/register", {
      body: { phoneNumber: "+60123456780", verificationToken, name: "Aina", password: PASSWORD },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: "Invalid verification token" });
    expect((await call(app, "GET", `/api/v2/auth/check-exist/${encodeURIComponent("+60123456780")}`)).json().data.exist).toBe(false);
  });
});
