import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { TOKEN_ISSUER, jwtTokens } from "./tokens";

const T0 = Temporal.Instant.from("2026-01-05T08:00:00Z");

const setup = () => {
  const clock = { now: T0 };
  const secret = randomBytes(32);
  return { clock, secret, tokens: jwtTokens(secret, () => clock.now) };
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("access tokens", () => {
  it("carries the user id, roles, debugBy and the issue instant", async () => {
    const { tokens } = setup();
    const token = await tokens.issueAccess({ userId: "u1", roles: ["admin"], debugBy: "a1" });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: "u1", roles: ["admin"], debugBy: "a1", issuedAt: T0 });
  });

  it("expires after one hour", async () => {
    const { tokens, clock } = setup();
    const token = await tokens.issueAccess({ userId: "u1", roles: [] });
    clock.now = T0.add({ minutes: 59 });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    clock.now = T0.add({ hours: 1 });
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it("answers a token it checked before the same way, and still for its own audience only", async () => {
    const { tokens } = setup();
    const token = await tokens.issueAccess({ userId: "u1", roles: ["staff"] });
    const first = await tokens.verifyAccess(token);
    expect(await tokens.verifyAccess(token)).toEqual(first);
    expect(await tokens.verifyVerification(token)).toBeNull();
    expect(await tokens.verifyReport(token)).toBeNull();
  });

  it("refuses an unsigned token (alg none)", async () => {
    const { tokens } = setup();
    const iat = Math.floor(T0.epochMilliseconds / 1000);
    const payload = { sub: "u1", roles: ["admin"], iss: TOKEN_ISSUER, aud: "fnb-back-office:api", iat, exp: iat + 3600 };
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
    expect(await tokens.verifyAccess(unsigned)).toBeNull();
  });

  it("refuses a token signed with another key or another algorithm", async () => {
    const { tokens, secret } = setup();
    const other = jwtTokens(randomBytes(32), () => T0);
    expect(await tokens.verifyAccess(await other.issueAccess({ userId: "u1", roles: ["admin"] }))).toBeNull();
    const hs512 = await new SignJWT({ roles: ["admin"] })
      .setProtectedHeader({ alg: "HS512" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience("fnb-back-office:api")
      .setSubject("u1")
      .setIssuedAt(Math.floor(T0.epochMilliseconds / 1000))
      .setExpirationTime("1h")
      .sign(secret);
    expect(await tokens.verifyAccess(hs512)).toBeNull();
  });

  it("refuses a tampered payload", async () => {
    const { tokens } = setup();
    const [header, , signature] = (await tokens.issueAccess({ userId: "u1", roles: [] })).split(".");
    const forged = base64url({ sub: "u1", roles: ["admin"], iss: TOKEN_ISSUER, aud: "fnb-back-office:api", iat: 1, exp: 9e9 });
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verifyAccess("not-a-token")).toBeNull();
  });
});

describe("verification tokens", () => {
  const verification = { target: "+60123456789", purpose: "register", challengeId: "c1" } as const;

  it("round-trips until it expires", async () => {
    const { tokens, clock } = setup();
    const token = await tokens.issueVerification(verification, T0.add({ minutes: 10 }));
    expect(await tokens.verifyVerification(token)).toEqual(verification);
    clock.now = T0.add({ minutes: 10 });
    expect(await tokens.verifyVerification(token)).toBeNull();
  });

  it("is never accepted as an access token, nor the other way round", async () => {
    const { tokens } = setup();
    const token = await tokens.issueVerification(verification, T0.add({ minutes: 10 }));
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyVerification(await tokens.issueAccess({ userId: "u1", roles: [] }))).toBeNull();
  });
});

describe("report tokens", () => {
  it("carry the businesses for one hour and never pass as access or verification tokens", async () => {
    const { tokens, clock } = setup();
    const { token, expiresAt } = await tokens.issueReport({ userId: "u1", businesses: ["b1", "b2"] });
    expect(expiresAt).toEqual(T0.add({ hours: 1 }));
    expect(await tokens.verifyReport(token)).toEqual({ userId: "u1", businesses: ["b1", "b2"] });
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyReport(await tokens.issueAccess({ userId: "u1", roles: [] }))).toBeNull();
    clock.now = T0.add({ hours: 1 });
    expect(await tokens.verifyReport(token)).toBeNull();
  });
});

describe("customer tokens", () => {
  it("carry the proven phone for 30 minutes and never pass as access, verification or report tokens", async () => {
    const { tokens, clock } = setup();
    const { token, expiresAt } = await tokens.issueCustomer("+60123456789");
    expect(expiresAt).toEqual(T0.add({ minutes: 30 }));
    expect(await tokens.verifyCustomer(token)).toBe("+60123456789");
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyVerification(token)).toBeNull();
    expect(await tokens.verifyReport(token)).toBeNull();
    expect(await tokens.verifyCustomer(await tokens.issueAccess({ userId: "u1", roles: [] }))).toBeNull();
    clock.now = T0.add({ minutes: 30 });
    expect(await tokens.verifyCustomer(token)).toBeNull();
  });
});
