// Sessions (spec 1 §7, ARCHITECTURE §3): sign in, refresh, sign out.
//   POST /auth/login  {phoneNumber, password}  → {data:{accessToken}}
//   POST /auth/token  {token}                  → {data:{accessToken}}  (a fresh token, same user)
//   POST /auth/logout (bearer)                 → {data:{}}             (every earlier token dies)
// Decisions where the spec is silent:
// - A wrong phone and a wrong password get one answer, 401 'Invalid user' (the spec's text for
//   a user that cannot be found, spec 1 §8), in the same time (see passwordHasher.ts).
// - Refresh accepts only a token that is still current (not expired, not revoked) and keeps the
//   debug-by claim, so an impersonation survives the 20-minute refresh.
// - Sign-out (the spec names no call) revokes every session of the signed-in user: tokens issued
//   before it are refused. While debugging it signs out the impersonating admin or staff user:
//   the debug session is theirs, and the impersonated user's own sessions are left alone.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Schema } from "effect";
import { signOut } from "../../../domain/auth/application/signOut";
import { INVALID_USER, type RegisteredUser } from "../../../domain/auth/user";
import { DomainError } from "../../../domain/engine/decider";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { registeredUserOfPhone } from "./accountLookup";
import type { AuthenticatedUser } from "./authenticatedUser";
import { EnteredPasswordInput, TOKEN_MAX_LENGTH } from "./credentialInput";
import type { Identity } from "./identity";
import { PhoneInput } from "./phoneInput";
import { refuseWhileWaiting } from "./rateLimits";
import { authenticate, requireUser } from "./requireUser";

const LoginBody = Schema.Struct({ phoneNumber: PhoneInput, password: EnteredPasswordInput });
export const TokenBody = Schema.Struct({
  token: Schema.String.check(Schema.isNonEmpty({ message: "Token is required" }), Schema.isMaxLength(TOKEN_MAX_LENGTH, { message: "Invalid token" })).annotateKey({
    messageMissingKey: "Token is required",
  }),
});

/** A fresh access token for the same user and impersonation. */
const accessTokenFor = (identity: Identity, user: AuthenticatedUser): Promise<string> =>
  identity.tokens.issueAccess({
    userId: user.userId,
    roles: user.claims.roles,
    ...(user.debugBy === undefined ? {} : { debugBy: user.debugBy }),
  });

/** The access token every sign-in hands out (phone and password, or social: socialSignInRoutes.ts). */
export const signInTokenFor = (identity: Identity, user: RegisteredUser): Promise<string> =>
  identity.tokens.issueAccess({ userId: user.userId, roles: user.roles });

const login = async (identity: Identity, request: FastifyRequest): Promise<string | null> => {
  const { phoneNumber, password } = decodeBody(LoginBody, request.body);
  const user = await registeredUserOfPhone(identity.engine, phoneNumber);
  const matches = await identity.passwords.verify(password, user?.passwordHash ?? null);
  return matches && user !== null ? signInTokenFor(identity, user) : null;
};

export const sessionRoutes = async (app: FastifyInstance): Promise<void> => {
  const { identity } = app;

  app.post("/auth/login", async (request, reply) => {
    await refuseWhileWaiting(identity.limits.loginFailuresPerIp.wait(request.ip), reply);
    const accessToken = await login(identity, request);
    if (accessToken === null) {
      await identity.limits.loginFailuresPerIp.hit(request.ip);
      throw new DomainError(INVALID_USER, 401);
    }
    return success({ accessToken });
  });

  app.post("/auth/token", async (request) => {
    const { token } = decodeBody(TokenBody, request.body);
    return success({ accessToken: await accessTokenFor(identity, await authenticate(identity, token)) });
  });

  app.post("/auth/logout", async (request) => {
    const user = await requireUser(request);
    const sessionOwner = user.debugBy ?? user.userId;
    await signOut(identity.engine, sessionOwner, { actor: sessionOwner, correlationId: request.id });
    return success({});
  });
};
