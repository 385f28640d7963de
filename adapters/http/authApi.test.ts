import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./apiClient";
import { createHttpAuth, readAccessToken } from "./authApi";

const NOW_MS = 1_750_000_000_000;

const base64url = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString("base64").replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

const jwt = (payload: Record<string, unknown>) => `${base64url({ alg: "HS256" })}.${base64url(payload)}.signature`;

const inAnHour = Math.floor(NOW_MS / 1000) + 3600;

describe("reading an access token", () => {
  it("takes the user id, roles and debug-by claim of an unexpired token", () => {
    const token = jwt({ sub: "user-1", roles: ["admin", "owner"], debugBy: "admin-9", exp: inAnHour });
    expect(readAccessToken(token, NOW_MS)).toEqual({
      accessToken: token,
      claims: { userId: "user-1", roles: ["admin"], agentIds: [], debugBy: "admin-9" },
    });
  });

  it("refuses an expired, malformed or subject-less token", () => {
    expect(readAccessToken(jwt({ sub: "user-1", roles: [], exp: Math.floor(NOW_MS / 1000) }), NOW_MS)).toBeNull();
    expect(readAccessToken("not-a-token", NOW_MS)).toBeNull();
    expect(readAccessToken("a.!!!.c", NOW_MS)).toBeNull();
    expect(readAccessToken(jwt({ roles: [], exp: inAnHour }), NOW_MS)).toBeNull();
  });
});

describe("the HTTP auth port", () => {
  const answering = (data: unknown) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data }), { status: 200 }));

  it("asks check-exist with the phone encoded in the path", async () => {
    const fetch = answering({ exist: true });
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch }), () => NOW_MS);

    await expect(auth.checkExist({ phoneNumber: "+60123456789" })).resolves.toEqual({ exist: true });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v2/auth/check-exist/%2B60123456789");
  });

  it("exchanges the session's token for a fresh one with POST /auth/token {token}", async () => {
    const fetch = answering({ accessToken: "fresh" });
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch }), () => NOW_MS);

    await expect(auth.refreshToken({ accessToken: "old" })).resolves.toEqual({ accessToken: "fresh" });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token: "old" }));
  });

  it("offers no social providers without an ID-token source", () => {
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch: answering({}) }), () => NOW_MS);
    expect(auth.socialProviders).toEqual([]);
  });

  it("signs in socially with the provider's ID token and POST /auth/social-token {token}", async () => {
    const fetch = answering({ accessToken: "signed-in" });
    const idToken = vi.fn(async (provider: string) => `firebase-id-token-${provider}`);
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch }), () => NOW_MS, idToken);

    expect(auth.socialProviders).toEqual(["google", "facebook"]);
    await expect(auth.socialSignIn({ provider: "facebook" })).resolves.toEqual({ accessToken: "signed-in" });
    expect(idToken).toHaveBeenCalledWith("facebook");
    expect(`${fetch.mock.calls[0]?.[1]?.method} ${String(fetch.mock.calls[0]?.[0])}`).toBe("POST /api/v2/auth/social-token");
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token: "firebase-id-token-facebook" }));
  });

  it("switches user by finding the phone's user, then debugging as them", async () => {
    const debugToken = jwt({ sub: "user-2", roles: [], debugBy: "admin-1", exp: inAnHour });
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { id: "user-2", name: "Mei", phoneNumber: "+6591234567" } })))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { accessToken: debugToken } })));
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch }), () => NOW_MS);

    const grant = await auth.switchUser({ phoneNumber: "+6591234567" });

    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      "GET /api/v2/user/search-by-phone/%2B6591234567",
      "POST /api/v2/auth/debug-user/user-2",
    ]);
    expect(grant.claims).toEqual({ userId: "user-2", roles: [], agentIds: [], debugBy: "admin-1" });
  });

  it("reads the profile, telling agents apart by their agent records", async () => {
    const fetch = answering({ id: "u", name: "Ravi", phoneNumber: "+60123456789", roles: [], agentIds: ["a1"] });
    const auth = createHttpAuth(createApiClient({ baseUrl: "/api/v2", fetch }), () => NOW_MS);

    await expect(auth.currentUser()).resolves.toEqual({ id: "u", name: "Ravi", phoneNumber: "+60123456789", isAgent: true });
  });
});
