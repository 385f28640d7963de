// The enforcement hook: `requireUser(request)` turns the request's `Authorization: Bearer <token>`
// into an AuthenticatedUser (claims from the read models, a CASL ability), or throws 401
// 'Unauthorized request' (spec 1 §7) for a missing, malformed, forged, expired or revoked token.
//
// How a route uses it (ARCHITECTURE §2.5: authenticate, check the subject, decode, run, answer):
//   app.put("/businesses/:businessId/profile", async (request) => {
//     const user = await requireUser(request);                      // 1. authenticate (401)
//     const business = await loadBusiness(params.businessId);         // 2. the STORED resource
//     if (!canIn(user.ability, "update", "Business", business.id))    // 3. authorise (403)
//       throw new DomainError(<the route's message>, 403);
//     const body = decodeBody(BusinessProfileInput, request.body);  // 4. decode (400)
//     ...run the command with actor user.userId, answer success(data)
//   });
// Call it first in every handler that is not public; it is memoised per request, so helpers may
// call it again. Never authorise with businessIds taken from the body.
//
// What makes a token current (ASVS V3.3, V3.5): a valid HS256 signature, issuer, audience and
// expiry (adapters/auth/tokens.ts); a user row in `users`; an `iat` not before the user's
// `tokensNotBefore` (sign-out, password change). A debug token (debug-by claim) also needs its
// impersonator to exist, still hold admin or staff, and not to have signed out since.
// Roles and agent ids come from the read model, not the token, so a revoked role takes effect
// on the next request. Permission records come from the `permission_records` table.
import { Schema } from "effect";
import type { FastifyRequest } from "fastify";
import type { Temporal } from "temporal-polyfill";
import { PERMISSION_RECORDS_TABLE, PermissionRecord, defineAbilityFor } from "../../../domain/auth/permissions";
import { flagsFor } from "../../../domain/auth/roleFlags";
import type { UserClaims } from "../../../domain/auth/roles";
import { isIssuedAfterCutOff } from "../../../domain/auth/user";
import type { UserRow } from "../../../domain/auth/users.projection";
import { findUserRow } from "./accountLookup";
import type { AuthenticatedUser } from "./authenticatedUser";
import type { Identity } from "./identity";

export const UNAUTHORIZED = "Unauthorized request";

export class UnauthorizedError extends Error {
  readonly status = 401;

  constructor() {
    super(UNAUTHORIZED);
    this.name = "UnauthorizedError";
  }
}

const decodePermissionRecords = Schema.decodeUnknownSync(Schema.Array(PermissionRecord));
const BEARER = /^Bearer\s+(\S+)\s*$/i;

const claimsOf = (row: UserRow): UserClaims => ({ userId: row.userId, roles: row.roles, agentIds: row.agentIds });

const isImpersonatorCurrent = (row: UserRow | undefined, issuedAt: Temporal.Instant): boolean =>
  row !== undefined && flagsFor(claimsOf(row)).isAdminOrStaff && isIssuedAfterCutOff(row.tokensNotBefore, issuedAt);

/** The user an access token speaks for, or UnauthorizedError. */
export const authenticate = async (identity: Identity, token: string): Promise<AuthenticatedUser> => {
  const { engine, tokens } = identity;
  const access = await tokens.verifyAccess(token);
  if (access === null) throw new UnauthorizedError();
  // The permission records are read beside the user row (both by the token's user id): one
  // round trip instead of two on every authenticated request.
  const [row, { rows }] = await Promise.all([
    findUserRow(engine, access.userId),
    engine.readModels.list(PERMISSION_RECORDS_TABLE, { where: { userId: access.userId } }),
  ]);
  if (row === undefined || !isIssuedAfterCutOff(row.tokensNotBefore, access.issuedAt)) throw new UnauthorizedError();
  const { debugBy } = access;
  if (debugBy !== undefined && !isImpersonatorCurrent(await findUserRow(engine, debugBy), access.issuedAt)) {
    throw new UnauthorizedError();
  }
  const claims: UserClaims = { ...claimsOf(row), ...(debugBy === undefined ? {} : { debugBy }) };
  return {
    userId: row.userId,
    phoneNumber: row.phoneNumber,
    name: row.name,
    claims,
    ability: defineAbilityFor(claims, decodePermissionRecords(rows)),
    ...(debugBy === undefined ? {} : { debugBy }),
  };
};

const authenticated = new WeakMap<FastifyRequest, Promise<AuthenticatedUser>>();

/** The caller of `request`, or 401 'Unauthorized request'. See the module comment for use. */
export const requireUser = (request: FastifyRequest): Promise<AuthenticatedUser> => {
  const known = authenticated.get(request);
  if (known !== undefined) return known;
  const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
  const user = token === undefined ? Promise.reject(new UnauthorizedError()) : authenticate(request.server.identity, token);
  authenticated.set(request, user);
  return user;
};
