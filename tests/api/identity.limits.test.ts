// Black-box: anti-automation limits of the identity API and the production-only rules.
import { afterEach, describe, expect, it } from "vitest";
import { call, login, registerUser, startTestApp } from "../support/apiHarness";

const PHONE = "+60123456789";
const TOO_MANY = { message: "Too many requests, please try again later" };

describe("rate limits", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>> | undefined;
  afterEach(() => harness?.app.close());

  it("refuses sign-in from an address after 10 failed attempts, even with the right password, until the window ends", async () => {
    harness = await startTestApp();
    const { app, clock } = harness;
    await registerUser(app, PHONE);
    expect(await login(app, PHONE)).toEqual(expect.any(String));
    for (let i = 0; i < 10; i++) {
      const failed = await call(app, "POST", "/api/v2/auth/login", { body: { phoneNumber: PHONE, password: `wrong-${i}` } });
      expect(failed.json()).toEqual({ message: "Invalid user" });
    }
    const blocked = await call(app, "POST", "/api/v2/auth/login", { body: { phoneNumber: PHONE, password: "secret-pass-1" } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(blocked.headers["retry-after"]).toBe("600");

    clock.advance({ minutes: 10 });
    expect(await login(app, PHONE)).toEqual(expect.any(String));
  });

  it("counts each address on its own", async () => {
    harness = await startTestApp({ rateLimits: { loginFailuresPerIp: { limit: 1, windowSeconds: 60 } } });
    const { app } = harness;
    await registerUser(app, PHONE);
    const attempt = (remoteAddress: string, password: string) =>
      app.inject({ method: "POST", url: "/api/v2/auth/login", remoteAddress, payload: { phoneNumber: PHONE, password } });
    expect((await attempt("10.0.0.1", "wrong-password")).statusCode).toBe(401);
    expect((await attempt("10.0.0.1", "secret-pass-1")).statusCode).toBe(429);
    expect((await attempt("10.0.0.2", "secret-pass-1")).statusCode).toBe(200);
  });

  it("limits check-exist and OTP sends per address", async () => {
    harness = await startTestApp({
      rateLimits: { checkExistPerIp: { limit: 2, windowSeconds: 60 }, otpSendPerIp: { limit: 2, windowSeconds: 60 } },
    });
    const { app } = harness;
    const check = () => call(app, "GET", `/api/v2/auth/check-exist/${encodeURIComponent(PHONE)}`);
    expect([(await check()).statusCode, (await check()).statusCode]).toEqual([200, 200]);
    expect((await check()).json()).toEqual(TOO_MANY);

    const send = (target: string) => call(app, "POST", "/api/v2/auth/otp/v2/send", { body: { target } });
    expect((await send("+60123456781")).statusCode).toBe(200);
    expect((await send("+60123456782")).statusCode).toBe(200);
    const third = await send("+60123456783");
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(TOO_MANY);
  });
});

describe("in production", () => {
  it("has no dev outbox", async () => {
    const { app } = await startTestApp({ production: true });
    try {
      const response = await call(app, "GET", `/api/v2/dev/outbox?target=${encodeURIComponent(PHONE)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found" });
    } finally {
      await app.close();
    }
  });
});
