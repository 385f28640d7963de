// Black-box: social sign-in, POST /auth/social-token {token} with a Firebase ID token, verified
// against a local key set standing in for Google's securetoken JWKS.
import { type JWK, SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../adapters/server/app";
import { call, registerUser, testAppDeps } from "../support/apiHarness";

const PROJECT = "fnb-test-project";
const PHONE = "+60123456789";
const START = "2026-01-05T08:00:00Z";
const startSeconds = Date.parse(START) / 1000;

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKeys: Keys;
let otherKeys: Keys;
let publicJwk: JWK;

beforeAll(async () => {
  googleKeys = await generateKeyPair("RS256");
  otherKeys = await generateKeyPair("RS256");
  publicJwk = { ...(await exportJWK(googleKeys.publicKey)), kid: "google-1", alg: "RS256", use: "sig" };
});

interface IdTokenShape {
  readonly claims?: Record<string, unknown>;
  readonly issuer?: string;
  readonly audience?: string;
  readonly expiresAt?: number;
  readonly key?: Keys["privateKey"];
  readonly subject?: string;
}

const idToken = ({ claims = {}, issuer, audience = PROJECT, expiresAt = startSeconds + 3600, key, subject = "firebase-uid-1" }: IdTokenShape = {}) =>
  new SignJWT({ auth_time: startSeconds - 60, phone_number: PHONE, firebase: { sign_in_provider: "google.com" }, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "google-1", typ: "JWT" })
    .setIssuer(issuer ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(startSeconds - 60)
    .setExpirationTime(expiresAt)
    .sign(key ?? googleKeys.privateKey);

const startApp = async (configured = true) => {
  const harness = testAppDeps();
  const keys = createLocalJWKSet({ keys: [publicJwk] });
  const auth = configured ? { ...harness.deps.auth, firebase: { projectId: PROJECT, keys } } : harness.deps.auth;
  const app = await createApp({ ...harness.deps, auth, logger: false });
  await app.ready();
  return { ...harness, app };
};

const exchange = (app: Awaited<ReturnType<typeof startApp>>["app"], token: unknown) =>
  call(app, "POST", "/api/v2/auth/social-token", { body: { token } });

describe("social sign-in", () => {
  let harness: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(() => harness?.app.close());

  it("signs in the user whose phone the ID token proves, with the token login hands out", async () => {
    harness = await startApp();
    const { app } = harness;
    const userId = await registerUser(app, PHONE);

    const signedIn = await exchange(app, await idToken());

    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json().data;
    const me = await call(app, "GET", "/api/v2/my/user", { token: accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: userId, phoneNumber: PHONE });
  });

  it.each([
    ["another project's audience", () => idToken({ audience: "someone-else" }), { message: "Unauthorized request" }],
    ["another issuer", () => idToken({ issuer: "https://securetoken.google.com/someone-else" }), { message: "Unauthorized request" }],
    ["an expired token", () => idToken({ expiresAt: startSeconds - 1 }), { message: "Unauthorized request" }],
    ["a key not in Google's set", () => idToken({ key: otherKeys.privateKey }), { message: "Unauthorized request" }],
    ["a sign-in time in the future", () => idToken({ claims: { auth_time: startSeconds + 600 } }), { message: "Unauthorized request" }],
    ["an empty subject", () => idToken({ subject: "" }), { message: "Unauthorized request" }],
    ["an HS256 token", () =>
      new SignJWT({ auth_time: startSeconds - 60, phone_number: PHONE })
        .setProtectedHeader({ alg: "HS256", kid: "google-1" })
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setAudience(PROJECT)
        .setSubject("firebase-uid-1")
        .setIssuedAt(startSeconds - 60)
        .setExpirationTime(startSeconds + 3600)
        .sign(new TextEncoder().encode("a-shared-secret-of-32-bytes-long!")), { message: "Unauthorized request" }],
    ["an unsigned token", () =>
      Promise.resolve(`${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(
        JSON.stringify({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: "x", phone_number: PHONE, auth_time: startSeconds - 60, iat: startSeconds - 60, exp: startSeconds + 3600 }),
      ).toString("base64url")}.`), { message: "Unauthorized request" }],
    ["a phone with no account", () => idToken({ claims: { phone_number: "+60198765432" } }), { message: "Invalid user" }],
    ["a token without a phone", () => idToken({ claims: { phone_number: undefined } }), { message: "Invalid user" }],
  ])("refuses %s with 401 and signs no one in", async (_name, token, refusal) => {
    harness = await startApp();
    const { app, store } = harness;
    await registerUser(app, PHONE);
    const eventsBefore = await store.readAll().then((events) => events.length);

    const refused = await exchange(app, await token());

    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal);
    expect(await store.readAll().then((events) => events.length)).toBe(eventsBefore);
  });

  it("asks for the token", async () => {
    harness = await startApp();
    const refused = await exchange(harness.app, undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Token is required");
  });

  it("is not there without FIREBASE_PROJECT_ID", async () => {
    harness = await startApp(false);
    await registerUser(harness.app, PHONE);
    const refused = await exchange(harness.app, await idToken());
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "Social sign-in is not configured" });
  });

  it("counts refusals against login's failure limit", async () => {
    const harness2 = testAppDeps({ rateLimits: { loginFailuresPerIp: { limit: 1, windowSeconds: 60 } } });
    const keys = createLocalJWKSet({ keys: [publicJwk] });
    const app = await createApp({ ...harness2.deps, auth: { ...harness2.deps.auth, firebase: { projectId: PROJECT, keys } }, logger: false });
    harness = { ...harness2, app };
    await registerUser(app, PHONE);
    expect((await exchange(app, await idToken({ audience: "someone-else" }))).statusCode).toBe(401);
    const blocked = await exchange(app, await idToken());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many requests, please try again later" });
  });
});
