// The signed-in session (spec 1 §4 "Session", "Debug (switch user)", §6, §9): `signedOut`, or
// `signedIn`, a parallel state whose `refresh` region renews the token every 1,200,000 ms (an
// XState `after` delay, then the injected `refreshToken`) and whose `identity` region is the
// user's own account or an impersonation (`debugging`). Sign-out leaves `signedIn`, which cancels
// the refresh timer, and clears the token, the user id and the claims.
// Every token arrives as a SessionGrant: the token plus its claims (domain/auth/roles.ts), read by
// whoever obtained it (the HTTP adapter decodes the JWT), so this machine never parses tokens.
// Context mirrors the claims: `debugBy` is the debug-by claim (the impersonating admin's id), and
// the identity state always agrees with it: a grant with debug-by enters `debugging`.
// Decisions where the spec is silent:
// - The Switch user dialog's phone lives in context (`phoneNumber`, set by `switchPhone.change`)
//   like every auth form field, so the injected `isPhoneValid` guard reads `context.phoneNumber`
//   in all auth machines. `user.switch` is enabled for whoever `flagsFor(claims).canSwitchUser`
//   allows (admin, staff, or a user already debugging); a phone the guard rejects gives the
//   notice 'invalid phone number' without a call. `debug.stop` (Switch back) only exists in
//   `debugging`. The dialog's phone is forgotten once a switch succeeds and at sign-out.
// - Storing a new grant (switch, switch back) restarts the refresh region: an in-flight refresh
//   of the previous token is cancelled, and the next refresh comes 20 minutes later.
// - A refresh answered 'Unauthorized request' signs out with that notice; any other refresh
//   failure is retried silently at the next interval (the token is still usable until then).
// - The machine starts signed out; the app restores a stored grant by sending `session.signIn`.
import { and, assign, setup } from "xstate";
import { flagsFor } from "../../domain/auth/roleFlags";
import type { ProviderRole, UserClaims } from "../../domain/auth/roles";
import { unprovidedActor } from "./authActors";
import { type Notice, errorNotice, failureParams, messageOf } from "./notice";
import { isPlausibleMobileNumber } from "./phoneCheck";

/** Spec 1 §9: "Session token refresh every 1,200,000 ms (20 minutes)". */
export const TOKEN_REFRESH_INTERVAL_MS = 1_200_000;
export const INVALID_SWITCH_PHONE = "invalid phone number";
export const UNAUTHORIZED = "Unauthorized request";

export type SessionGrant = { readonly accessToken: string; readonly claims: UserClaims };

export type SessionContext = {
  readonly accessToken: string | null;
  readonly userId: string | null;
  readonly roles: ReadonlyArray<ProviderRole>;
  readonly agentIds: ReadonlyArray<string>;
  readonly debugBy: string | null;
  /** The phone typed in the Switch user dialog. */
  readonly phoneNumber: string;
  readonly notice: Notice | null;
};

export type SessionEvent =
  | { readonly type: "session.signIn"; readonly grant: SessionGrant }
  | { readonly type: "session.signOut" }
  | { readonly type: "switchPhone.change"; readonly phoneNumber: string }
  | { readonly type: "user.switch" }
  | { readonly type: "debug.stop" };

export type TokenInput = { readonly accessToken: string };
export type SwitchUserInput = TokenInput & { readonly phoneNumber: string };

const signedOutContext: SessionContext = {
  accessToken: null,
  userId: null,
  roles: [],
  agentIds: [],
  debugBy: null,
  phoneNumber: "",
  notice: null,
};

/** The claims of the signed-in user, or null when signed out (feed to `flagsFor`). */
export const sessionClaims = (context: SessionContext): UserClaims | null =>
  context.userId === null
    ? null
    : {
        userId: context.userId,
        roles: context.roles,
        agentIds: context.agentIds,
        ...(context.debugBy === null ? {} : { debugBy: context.debugBy }),
      };

const contextOf = ({ accessToken, claims }: SessionGrant): SessionContext => ({
  accessToken,
  userId: claims.userId,
  roles: claims.roles,
  agentIds: claims.agentIds,
  debugBy: claims.debugBy ?? null,
  phoneNumber: "",
  notice: null,
});

const tokenOf = (context: SessionContext): string => {
  if (context.accessToken === null) throw new Error("A signed-in session without a token");
  return context.accessToken;
};

const grantParams = ({ event }: { event: { output: SessionGrant } }) => ({ grant: event.output });
const DEBUGGING = "#session.signedIn.identity.settled.debugging";
const OWN_ACCOUNT = "#session.signedIn.identity.settled.ownAccount";
/** Targeted beside the identity so that a new grant restarts the refresh region. */
const REFRESH = "#session.signedIn.refresh";

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    refreshToken: unprovidedActor<TokenInput, TokenInput>("refreshToken"),
    switchUser: unprovidedActor<SessionGrant, SwitchUserInput>("switchUser"),
    stopDebug: unprovidedActor<SessionGrant, TokenInput>("stopDebug"),
  },
  guards: {
    isDebugGrant: (_, { grant }: { grant: SessionGrant }) => grant.claims.debugBy !== undefined,
    isDebugging: ({ context }) => context.debugBy !== null,
    canSwitchUser: ({ context }) => {
      const claims = sessionClaims(context);
      return claims !== null && flagsFor(claims).canSwitchUser;
    },
    isPhoneValid: ({ context }) => isPlausibleMobileNumber(context.phoneNumber),
    isUnauthorized: (_, { error }: { error: unknown }) => messageOf(error) === UNAUTHORIZED,
  },
  actions: {
    storeGrant: assign((_, { grant }: { grant: SessionGrant }) => contextOf(grant)),
    showFailure: assign({ notice: (_, { error }: { error: unknown }) => errorNotice(error) }),
  },
}).createMachine({
  id: "session",
  context: signedOutContext,
  initial: "signedOut",
  states: {
    signedOut: {
      on: {
        "session.signIn": [
          {
            guard: { type: "isDebugGrant", params: ({ event }) => ({ grant: event.grant }) },
            target: [DEBUGGING, REFRESH],
            actions: { type: "storeGrant", params: ({ event }) => ({ grant: event.grant }) },
          },
          {
            target: [OWN_ACCOUNT, REFRESH],
            actions: { type: "storeGrant", params: ({ event }) => ({ grant: event.grant }) },
          },
        ],
      },
    },
    signedIn: {
      type: "parallel",
      on: {
        "session.signOut": { target: "signedOut", actions: assign(signedOutContext) },
      },
      states: {
        refresh: {
          initial: "waiting",
          states: {
            waiting: {
              after: { [TOKEN_REFRESH_INTERVAL_MS]: { target: "refreshing" } },
            },
            refreshing: {
              invoke: {
                id: "refreshToken",
                src: "refreshToken",
                input: ({ context }) => ({ accessToken: tokenOf(context) }),
                onDone: {
                  target: "waiting",
                  actions: assign({ accessToken: ({ event }) => event.output.accessToken }),
                },
                onError: [
                  {
                    guard: { type: "isUnauthorized", params: failureParams },
                    target: "#session.signedOut",
                    actions: assign({ ...signedOutContext, notice: errorNotice(UNAUTHORIZED) }),
                  },
                  { target: "waiting" },
                ],
              },
            },
          },
        },
        identity: {
          initial: "settled",
          states: {
            settled: {
              initial: "ownAccount",
              on: {
                "switchPhone.change": {
                  guard: "canSwitchUser",
                  actions: assign({ phoneNumber: ({ event }) => event.phoneNumber, notice: null }),
                },
                "user.switch": [
                  { guard: and(["canSwitchUser", "isPhoneValid"]), target: "switching" },
                  { guard: "canSwitchUser", actions: assign({ notice: errorNotice(INVALID_SWITCH_PHONE) }) },
                ],
              },
              states: {
                ownAccount: {},
                debugging: {
                  on: { "debug.stop": { target: "#session.signedIn.identity.stoppingDebug" } },
                },
              },
            },
            switching: {
              entry: assign({ notice: null }),
              invoke: {
                id: "switchUser",
                src: "switchUser",
                input: ({ context }) => ({ accessToken: tokenOf(context), phoneNumber: context.phoneNumber }),
                onDone: [
                  {
                    guard: { type: "isDebugGrant", params: grantParams },
                    target: [DEBUGGING, REFRESH],
                    actions: { type: "storeGrant", params: grantParams },
                  },
                  { target: [OWN_ACCOUNT, REFRESH], actions: { type: "storeGrant", params: grantParams } },
                ],
                onError: [
                  { guard: "isDebugging", target: DEBUGGING, actions: { type: "showFailure", params: failureParams } },
                  { target: OWN_ACCOUNT, actions: { type: "showFailure", params: failureParams } },
                ],
              },
            },
            stoppingDebug: {
              entry: assign({ notice: null }),
              invoke: {
                id: "stopDebug",
                src: "stopDebug",
                input: ({ context }) => ({ accessToken: tokenOf(context) }),
                onDone: [
                  {
                    guard: { type: "isDebugGrant", params: grantParams },
                    target: [DEBUGGING, REFRESH],
                    actions: { type: "storeGrant", params: grantParams },
                  },
                  { target: [OWN_ACCOUNT, REFRESH], actions: { type: "storeGrant", params: grantParams } },
                ],
                onError: { target: DEBUGGING, actions: { type: "showFailure", params: failureParams } },
              },
            },
          },
        },
      },
    },
  },
});
