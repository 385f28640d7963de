// Starts the one session actor of the page (machines/auth/session.machine.ts) with its calls
// taken from the auth port, and keeps the token store in step with it: the stored token is
// restored on load with `session.signIn`, and every later token (sign-in, refresh, switch user,
// sign-out) is written back, so the HTTP client's bearer token is always the session's.
// Decision: the actor is created outside React, before the first render, so a restored session is
// already signed in when the route guards first look (no flash of the login page on reload).
// The switch-user guard reads the phone rule loaded by the Switch user dialog (phoneRule.ts), so
// the session does not bring libphonenumber into the first load.
import { createActor, fromPromise, type Actor } from "xstate";
import { type SessionGrant, type SwitchUserInput, type TokenInput, sessionMachine } from "../../machines/auth/session.machine";
import { loadedPhoneRule } from "../kit/phoneProof/phoneRule";
import type { AuthPort, TokenStore } from "../ports/authPort";

const sessionLogic = (auth: AuthPort) =>
  sessionMachine.provide({
    actors: {
      refreshToken: fromPromise<TokenInput, TokenInput>(({ input }) => auth.refreshToken(input)),
      switchUser: fromPromise<SessionGrant, SwitchUserInput>(({ input }) => auth.switchUser(input)),
      stopDebug: fromPromise<SessionGrant, TokenInput>(({ input }) => auth.stopDebug(input)),
    },
    guards: {
      isPhoneValid: ({ context }) => loadedPhoneRule()?.isSwitchablePhone(context.phoneNumber) ?? false,
    },
  });

export type SessionActor = Actor<ReturnType<typeof sessionLogic>>;

export const startSession = (auth: AuthPort, tokens: TokenStore): SessionActor => {
  const stored = tokens.read();
  const grant = stored === null ? null : auth.grantOf(stored);
  const session = createActor(sessionLogic(auth)).start();
  if (grant !== null) session.send({ type: "session.signIn", grant });
  let written = grant?.accessToken ?? null;
  tokens.write(written);
  session.subscribe(({ context }) => {
    if (context.accessToken === written) return;
    written = context.accessToken;
    tokens.write(written);
  });
  return session;
};
