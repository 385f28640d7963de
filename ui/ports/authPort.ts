// The auth port: every call the sign-in, registration, password-reset and session flows make,
// shaped as the auth machines' actors take them (machines/auth/authActors.ts, session.machine.ts),
// so a view wires an actor with `fromPromise(({ input }) => auth.call(input))` and nothing more.
// Decisions where the contract is silent:
// - `grantOf` reads the claims of an access token the port itself handed out (the session
//   machine never parses tokens); it answers null for a token that is malformed or expired, so a
//   stale stored token is not restored.
// - Switch user is one call: find the user by phone, then start debugging as that user.
// - `signOut` is the server half of signing out; the session machine clears the local half.
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../../machines/auth/authActors";
import type { ResetPasswordInput } from "../../machines/auth/forgotPassword.machine";
import type { LoginInput, LoginOutput, SocialProvider, SocialSignInInput } from "../../machines/auth/login.machine";
import type { RegisterAccountInput } from "../../machines/auth/register.machine";
import type { SessionGrant, SwitchUserInput, TokenInput } from "../../machines/auth/session.machine";

/** The signed-in user as GET /my/user describes them. */
export interface CurrentUser {
  readonly id: string;
  readonly name: string;
  readonly phoneNumber: string;
  /** Owns at least one agent record (the access token does not say). */
  readonly isAgent: boolean;
}

export interface AuthPort {
  readonly login: (input: LoginInput) => Promise<LoginOutput>;
  /** The identity providers of social sign-in; empty when this build has none (no buttons). */
  readonly socialProviders: ReadonlyArray<SocialProvider>;
  /** The provider's sign-in, then the server's exchange: the same answer as `login`. */
  readonly socialSignIn: (input: SocialSignInInput) => Promise<LoginOutput>;
  readonly checkExist: (input: CheckExistInput) => Promise<CheckExistOutput>;
  readonly sendOtp: (input: SendOtpInput) => Promise<void>;
  readonly verifyOtp: (input: VerifyOtpInput) => Promise<VerifyOtpOutput>;
  readonly register: (input: RegisterAccountInput) => Promise<void>;
  readonly resetPassword: (input: ResetPasswordInput) => Promise<void>;
  readonly refreshToken: (input: TokenInput) => Promise<TokenInput>;
  readonly switchUser: (input: SwitchUserInput) => Promise<SessionGrant>;
  readonly stopDebug: (input: TokenInput) => Promise<SessionGrant>;
  /** Ends every session of the signed-in user on the server (their tokens stop working). */
  readonly signOut: () => Promise<void>;
  readonly currentUser: () => Promise<CurrentUser>;
  readonly grantOf: (accessToken: string) => SessionGrant | null;
}

/** Where the session keeps its access token between page loads (and the API client reads it). */
export interface TokenStore {
  readonly read: () => string | null;
  readonly write: (accessToken: string | null) => void;
}
