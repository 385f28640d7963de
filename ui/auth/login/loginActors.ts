// The login machine's actors, taken from the auth port: password and social sign-in. Apart from
// the other auth flows' actors (authActors.ts) so that the login page, the first page most users
// see, does not load the phone verification machine and the domain Schemas behind it (issue 14).
// Decision: sign-in only succeeds with a token the port can read, so an unreadable token is a red
// 'Action failed' notice on the login form rather than a session that cannot start.
import { fromPromise } from "xstate";
import type { LoginInput, LoginOutput, SocialSignInInput } from "../../../machines/auth/login.machine";
import { ACTION_FAILED } from "../../../machines/auth/notice";
import type { AuthPort } from "../../ports/authPort";

const readableSignIn = (auth: AuthPort, output: LoginOutput): LoginOutput => {
  if (auth.grantOf(output.accessToken) === null) throw new Error(ACTION_FAILED);
  return output;
};

export const loginActor = (auth: AuthPort) =>
  fromPromise<LoginOutput, LoginInput>(async ({ input }) => readableSignIn(auth, await auth.login(input)));

export const socialSignInActor = (auth: AuthPort) =>
  fromPromise<LoginOutput, SocialSignInInput>(async ({ input }) => readableSignIn(auth, await auth.socialSignIn(input)));
