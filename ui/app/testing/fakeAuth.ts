// Test support: an in-process auth port. Every call a test did not stub rejects, naming itself;
// tokens are readable fakes (`fakeToken(claims)`), so `grantOf` works without a server.
// Never used by the app.
import type { UserClaims } from "../../../domain/auth/roles";
import type { AuthPort } from "../../ports/authPort";

const PREFIX = "fake-token:";

const fakeToken = (claims: Partial<UserClaims> & { readonly userId: string }): string =>
  `${PREFIX}${JSON.stringify({ roles: [], agentIds: [], ...claims })}`;

export const ADMIN_TOKEN = fakeToken({ userId: "00000000000000000000000a", roles: ["admin"] });
export const OWNER_TOKEN = fakeToken({ userId: "00000000000000000000000b" });
export const DEBUG_TOKEN = fakeToken({ userId: "00000000000000000000000b", debugBy: "00000000000000000000000a" });

const notStubbed = (name: string) => () => Promise.reject(new Error(`auth.${name} was not stubbed in this test`));

export const fakeAuth = (overrides: Partial<AuthPort> = {}): AuthPort => ({
  login: notStubbed("login"),
  socialProviders: [],
  socialSignIn: notStubbed("socialSignIn"),
  checkExist: notStubbed("checkExist"),
  sendOtp: notStubbed("sendOtp"),
  verifyOtp: notStubbed("verifyOtp"),
  register: notStubbed("register"),
  resetPassword: notStubbed("resetPassword"),
  refreshToken: notStubbed("refreshToken"),
  switchUser: notStubbed("switchUser"),
  stopDebug: notStubbed("stopDebug"),
  signOut: notStubbed("signOut"),
  currentUser: notStubbed("currentUser"),
  grantOf: (accessToken) =>
    accessToken.startsWith(PREFIX)
      ? { accessToken, claims: JSON.parse(accessToken.slice(PREFIX.length)) as UserClaims }
      : null,
  ...overrides,
});
