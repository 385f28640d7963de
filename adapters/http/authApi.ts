// The UI's auth port over HTTP (client rooted at /api/v2), one method per call of the pinned
// contract (ARCHITECTURE §3, spec 1 §7) and of the identity server's sign-out (POST
// /auth/logout), plus `grantOf`, which reads an access token's claims
// (`sub` = user id, `roles`, `debugBy`, `exp`: see adapters/auth/tokens.ts) without verifying
// the signature: the server verifies every request; the UI only needs to know who it is.
// Typed structurally like httpApi.ts: ui/app/composition.ts checks it against the port.
// Decisions where the contract is silent:
// - Phones in a path are URI-encoded ("+60…" → "%2B60…").
// - The token does not say whether the user is an agent: `agentIds` is empty in a grant.
// - A token that expires within the next second counts as expired (clock skew between tabs).
// - Social sign-in is on only with an ID-token source (adapters/firebase/lazyFirebaseSignIn.ts):
//   its providers are then Google and Facebook, and the token goes to POST /auth/social-token.
import type { SocialIdToken } from "../firebase/lazyFirebaseSignIn";
import type { ApiClient } from "./apiClient";

type Role = "admin" | "staff";
type Grant = {
  readonly accessToken: string;
  readonly claims: { userId: string; roles: ReadonlyArray<Role>; agentIds: ReadonlyArray<string>; debugBy?: string };
};

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

const isRole = (value: unknown): value is Role => value === "admin" || value === "staff";

/** The claims of a well-formed, unexpired access token, else null. */
export const readAccessToken = (accessToken: string, nowMs: number): Grant | null => {
  const payloadSegment = accessToken.split(".")[1];
  if (payloadSegment === undefined) return null;
  let payload: unknown;
  try {
    payload = decodeSegment(payloadSegment);
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null) return null;
  const { sub, roles, debugBy, exp } = payload as Record<string, unknown>;
  if (typeof sub !== "string" || typeof exp !== "number" || exp * 1000 <= nowMs + 1000) return null;
  const knownRoles = Array.isArray(roles) ? roles.filter(isRole) : [];
  return {
    accessToken,
    claims: {
      userId: sub,
      roles: knownRoles,
      agentIds: [],
      ...(typeof debugBy === "string" ? { debugBy } : {}),
    },
  };
};

const grantFrom = (nowMs: () => number) => (accessToken: string): Grant => {
  const grant = readAccessToken(accessToken, nowMs());
  if (grant === null) throw new Error("The server answered an unreadable access token");
  return grant;
};

const inPath = (phoneNumber: string) => encodeURIComponent(phoneNumber);

export const createHttpAuth = (client: ApiClient, nowMs: () => number = () => Date.now(), socialIdToken: SocialIdToken | null = null) => {
  const toGrant = grantFrom(nowMs);
  const post = <T>(path: string, body?: unknown) => client.request<T>("POST", path, body);
  type Token = { readonly accessToken: string };
  return {
    login: (input: { phoneNumber: string; password: string }) => post<Token>("/auth/login", input),
    checkExist: ({ phoneNumber }: { phoneNumber: string }) =>
      client.request<{ readonly exist: boolean }>("GET", `/auth/check-exist/${inPath(phoneNumber)}`),
    sendOtp: async (input: { target: string; purpose: string }) => {
      await post<unknown>("/auth/otp/v2/send", input);
    },
    verifyOtp: (input: { target: string; otp: string; purpose: string }) =>
      post<{ readonly verificationToken: string }>("/auth/otp/v2/verify", input),
    register: async (input: { phoneNumber: string; verificationToken: string; name: string; password: string }) => {
      await post<unknown>("/auth/register", input);
    },
    resetPassword: async (input: { phoneNumber: string; verificationToken: string; password: string }) => {
      await post<unknown>("/auth/reset-password", input);
    },
    socialProviders: socialIdToken === null ? [] : (["google", "facebook"] as const),
    socialSignIn: async ({ provider }: { provider: "google" | "facebook" }) => {
      if (socialIdToken === null) throw new Error("Social sign-in is not configured");
      return post<Token>("/auth/social-token", { token: await socialIdToken(provider) });
    },
    refreshToken: ({ accessToken }: Token) => post<Token>("/auth/token", { token: accessToken }),
    switchUser: async ({ phoneNumber }: { phoneNumber: string }) => {
      const user = await client.request<{ readonly id: string }>("GET", `/user/search-by-phone/${inPath(phoneNumber)}`);
      return toGrant((await post<Token>(`/auth/debug-user/${encodeURIComponent(user.id)}`)).accessToken);
    },
    stopDebug: async () => toGrant((await post<Token>("/auth/stop-debug")).accessToken),
    signOut: async () => {
      await post<unknown>("/auth/logout");
    },
    currentUser: async () => {
      type MyUser = { readonly id: string; readonly name: string; readonly phoneNumber: string; readonly agentIds?: ReadonlyArray<string> };
      const { id, name, phoneNumber, agentIds = [] } = await client.request<MyUser>("GET", "/my/user");
      return { id, name, phoneNumber, isAgent: agentIds.length > 0 };
    },
    grantOf: (accessToken: string) => readAccessToken(accessToken, nowMs()),
  };
};
