// Black-box: malformed identity requests answer 400 with the spec's exact messages (spec 1 §5, §8)
// and leave the event log untouched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, verifyPhone } from "../support/apiHarness";

const PHONE = "+60123456789";

describe("bad identity payloads", () => {
  let harness: Awaited<ReturnType<typeof startTestApp>>;
  let verificationToken: string;
  beforeAll(async () => {
    harness = await startTestApp();
    verificationToken = await verifyPhone(harness.app, PHONE, "register");
  });
  afterAll(() => harness.app.close());

  const valid = () => ({ phoneNumber: PHONE, verificationToken, name: "Aina", password: "secret-pass-1" });

  const cases: ReadonlyArray<readonly [string, string, () => unknown, string]> = [
    ["login without a phone", "/api/v2/auth/login", () => ({ password: "secret-pass-1" }), "Phone is required"],
    ["login with a blank phone", "/api/v2/auth/login", () => ({ phoneNumber: "  ", password: "x" }), "Phone is required"],
    ["login with an invalid phone", "/api/v2/auth/login", () => ({ phoneNumber: "12345", password: "x" }), "Invalid phone no"],
    ["login without a password", "/api/v2/auth/login", () => ({ phoneNumber: PHONE }), "Password required"],
    ["login with an empty password", "/api/v2/auth/login", () => ({ phoneNumber: PHONE, password: "" }), "Password required"],
    ["send without a target", "/api/v2/auth/otp/v2/send", () => ({}), "Phone is required"],
    ["send to an invalid phone", "/api/v2/auth/otp/v2/send", () => ({ target: "abc" }), "Invalid phone no"],
    ["a registration code outside MY and SG", "/api/v2/auth/otp/v2/send", () => ({ target: "+14155552671" }), "Invalid country code"],
    ["verify without a code", "/api/v2/auth/otp/v2/verify", () => ({ target: PHONE }), "OTP required"],
    ["verify with a blank code", "/api/v2/auth/otp/v2/verify", () => ({ target: PHONE, otp: " " }), "OTP required"],
    ["verify with a short code", "/api/v2/auth/otp/v2/verify", () => ({ target: PHONE, otp: "12345" }), "Invalid OTP format"],
    ["verify with letters", "/api/v2/auth/otp/v2/verify", () => ({ target: PHONE, otp: "12a456" }), "Invalid OTP format"],
    ["register without a name", "/api/v2/auth/register", () => ({ ...valid(), name: undefined }), "Name is required"],
    ["register with a blank name", "/api/v2/auth/register", () => ({ ...valid(), name: "   " }), "Name is required"],
    ["register without a password", "/api/v2/auth/register", () => ({ ...valid(), password: undefined }), "Password required"],
    ["register with a short password", "/api/v2/auth/register", () => ({ ...valid(), password: "1234567" }), "At least 8 characters"],
    ["register with an invalid phone", "/api/v2/auth/register", () => ({ ...valid(), phoneNumber: "0000" }), "Invalid phone no"],
    ["register outside MY and SG", "/api/v2/auth/register", () => ({ ...valid(), phoneNumber: "+14155552671" }), "Invalid country code"],
    ["register without a verification", "/api/v2/auth/register", () => ({ ...valid(), verificationToken: "" }), "Invalid verification token"],
    ["reset with a short password", "/api/v2/auth/reset-password", () => ({ ...valid(), password: "short" }), "At least 8 characters"],
    ["refresh without a token", "/api/v2/auth/token", () => ({}), "Token is required"],
  ];

  it.each(cases)("answers %s with 400 and the exact message, changing nothing", async (_name, url, body, message) => {
    const before = await harness.store.readAll();
    const response = await call(harness.app, "POST", url, { body: body() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ message }));
    expect(await harness.store.readAll()).toEqual(before);
  });

  it("still registers with the untouched verification afterwards", async () => {
    const response = await call(harness.app, "POST", "/api/v2/auth/register", { body: valid() });
    expect(response.statusCode).toBe(200);
  });
});
