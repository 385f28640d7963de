// Social sign-in (spec 1 §2 "two third-party identity providers", §8 errors as a red notice): the
// browser signs in with Google or Facebook through Firebase Auth and sends the Firebase ID token
// here; the answer is the same as POST /auth/login's, issued by the same code (signInTokenFor).
//   POST /auth/social-token {token} → {data:{accessToken}}
// Decisions where the spec is silent ("the social sign-in exchange path is not shown", spec 1 §7):
// - Its own path: POST /auth/token {token} already exchanges an access token for a fresh one
//   (sessionRoutes.ts), and one path taking two kinds of token would have to guess which it holds.
// - Without FIREBASE_PROJECT_ID the route answers 404 'Social sign-in is not configured'.
// - It never creates an account: the token's verified phone (adapters/auth/firebaseIdTokens.ts)
//   must belong to a registered user, else 401 'Invalid user' (login's answer for a user that
//   cannot be found). A token that fails verification is 401 'Unauthorized request'.
// - Both refusals count against login's per-address failure limit (rateLimits.ts), which also
//   refuses this route while it is reached: one budget for every way of signing in.
import type { FastifyInstance } from "fastify";
import { INVALID_USER } from "../../../domain/auth/user";
import { DomainError } from "../../../domain/engine/decider";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { registeredUserOfPhone } from "./accountLookup";
import { refuseWhileWaiting } from "./rateLimits";
import { UnauthorizedError } from "./requireUser";
import { TokenBody, signInTokenFor } from "./sessionRoutes";

export const SOCIAL_SIGN_IN_NOT_CONFIGURED = "Social sign-in is not configured";

export const socialSignInRoutes = async (app: FastifyInstance): Promise<void> => {
  const { identity } = app;

  app.post("/auth/social-token", async (request, reply) => {
    const idTokens = identity.firebaseIdTokens;
    if (idTokens === null) throw new DomainError(SOCIAL_SIGN_IN_NOT_CONFIGURED, 404);
    await refuseWhileWaiting(identity.limits.loginFailuresPerIp.wait(request.ip), reply);
    const { token } = decodeBody(TokenBody, request.body);
    const proven = await idTokens.verify(token);
    if (proven === null) {
      await identity.limits.loginFailuresPerIp.hit(request.ip);
      throw new UnauthorizedError();
    }
    const user = proven.phoneNumber === null ? null : await registeredUserOfPhone(identity.engine, proven.phoneNumber);
    if (user === null) {
      await identity.limits.loginFailuresPerIp.hit(request.ip);
      throw new DomainError(INVALID_USER, 401);
    }
    return success({ accessToken: await signInTokenFor(identity, user) });
  });
};
