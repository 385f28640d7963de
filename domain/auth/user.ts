// The user aggregate, stream `user-{id}`: identity (phone, name), the password hash, provider
// roles (admin/staff: the token's role claim, spec 1 §6) and the session cut-off `tokensNotBefore`.
// Decisions where the spec is silent:
// - Phone uniqueness cannot live in one user stream: the handler claims `phone-{e164}` first
//   (see phoneClaim.ts); this decider trusts that claim.
// - Commands on a stream with no UserRegistered answer 'Invalid user' (404), the spec's toast for
//   a missing user during reset (spec 1 §8); a second RegisterUser on the same id is a 409.
// - Sign-out (RevokeSessions) and a password change both move `tokensNotBefore` to ctx.now:
//   tokens issued before it are refused (ASVS 3.3.1, 3.3.3). JWT `iat` has whole seconds, so
//   `isTokenCurrent` compares at second precision: a token issued in the same second as the
//   revocation stays valid (a login right after a reset must work).
// - Granting a held role, revoking an absent one and renaming to the same name append nothing.
// - Who may grant roles is the server's CASL check, not this decider's.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { Hash, Id, IsoInstant, Name, PhoneNumber, instantOf, isoOf, message } from "./fields";
import { INVALID_USER } from "./authRefusals";
import { ProviderRole } from "./roles";

export { INVALID_USER };
export const ALREADY_REGISTERED = "User already registered";

export const UserEvent = Schema.Union([
  message("UserRegistered", {
    userId: Id, phoneNumber: PhoneNumber, name: Name, passwordHash: Hash, registeredAt: IsoInstant,
  }),
  message("PasswordChanged", { passwordHash: Hash, changedAt: IsoInstant }),
  message("SessionsRevoked", { revokedAt: IsoInstant }),
  message("ProfileUpdated", { name: Name }),
  message("RoleGranted", { role: ProviderRole }),
  message("RoleRevoked", { role: ProviderRole }),
]);
export type UserEvent = typeof UserEvent.Type;

export const UserCommand = Schema.Union([
  message("RegisterUser", { userId: Id, phoneNumber: PhoneNumber, name: Name, passwordHash: Hash }),
  message("ChangePassword", { passwordHash: Hash }),
  message("RevokeSessions", {}),
  message("UpdateProfile", { name: Name }),
  message("GrantRole", { role: ProviderRole }),
  message("RevokeRole", { role: ProviderRole }),
]);
export type UserCommand = typeof UserCommand.Type;

export interface RegisteredUser {
  readonly status: "registered";
  readonly userId: string;
  readonly phoneNumber: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly roles: ReadonlyArray<ProviderRole>;
  readonly registeredAt: string;
  /** Tokens issued before this instant are refused; null until the first revocation. */
  readonly tokensNotBefore: string | null;
}
export type UserState = { readonly status: "unregistered" } | RegisteredUser;

export const initialUserState: UserState = { status: "unregistered" };

type LaterEvent = Exclude<UserEvent, { type: "UserRegistered" }>;

const evolveRegistered = (user: RegisteredUser, event: LaterEvent): RegisteredUser => {
  switch (event.type) {
    case "PasswordChanged":
      return { ...user, passwordHash: event.data.passwordHash, tokensNotBefore: event.data.changedAt };
    case "SessionsRevoked":
      return { ...user, tokensNotBefore: event.data.revokedAt };
    case "ProfileUpdated":
      return { ...user, name: event.data.name };
    case "RoleGranted":
      return { ...user, roles: [...user.roles, event.data.role] };
    case "RoleRevoked":
      return { ...user, roles: user.roles.filter((role) => role !== event.data.role) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event.type === "UserRegistered") {
    return { status: "registered", ...event.data, roles: [], tokensNotBefore: null };
  }
  return state.status === "registered" ? evolveRegistered(state, event) : state;
};

type Rule<C extends UserCommand["type"]> = (
  command: Extract<UserCommand, { type: C }>["data"],
  user: RegisteredUser,
  ctx: DecideContext,
) => Decision<UserEvent>;

const changePassword: Rule<"ChangePassword"> = ({ passwordHash }, _user, ctx) =>
  accept({ type: "PasswordChanged", data: { passwordHash, changedAt: isoOf(ctx.now) } });

const revokeSessions: Rule<"RevokeSessions"> = (_data, _user, ctx) =>
  accept({ type: "SessionsRevoked", data: { revokedAt: isoOf(ctx.now) } });

const updateProfile: Rule<"UpdateProfile"> = ({ name }, user) =>
  name === user.name ? accept() : accept({ type: "ProfileUpdated", data: { name } });

const grantRole: Rule<"GrantRole"> = ({ role }, user) =>
  user.roles.includes(role) ? accept() : accept({ type: "RoleGranted", data: { role } });

const revokeRole: Rule<"RevokeRole"> = ({ role }, user) =>
  user.roles.includes(role) ? accept({ type: "RoleRevoked", data: { role } }) : accept();

export const decideUser = (command: UserCommand, state: UserState, ctx: DecideContext): Decision<UserEvent> => {
  if (command.type === "RegisterUser") {
    if (state.status === "registered") return reject(ALREADY_REGISTERED, 409);
    const { userId, phoneNumber, name, passwordHash } = command.data;
    return accept({
      type: "UserRegistered",
      data: { userId, phoneNumber, name, passwordHash, registeredAt: isoOf(ctx.now) },
    });
  }
  if (state.status !== "registered") return reject(INVALID_USER, 404);
  switch (command.type) {
    case "ChangePassword": return changePassword(command.data, state, ctx);
    case "RevokeSessions": return revokeSessions(command.data, state, ctx);
    case "UpdateProfile": return updateProfile(command.data, state, ctx);
    case "GrantRole": return grantRole(command.data, state, ctx);
    case "RevokeRole": return revokeRole(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  decide: decideUser,
  evolve: evolveUser,
};

export const userStreamId = (userId: string): string => `user-${userId}`;

/** Is a token issued at `issuedAt` (JWT `iat`) on or after the cut-off (compared in whole seconds)? */
export const isIssuedAfterCutOff = (tokensNotBefore: string | null, issuedAt: Temporal.Instant): boolean => {
  if (tokensNotBefore === null) return true;
  const cutOff = instantOf(tokensNotBefore).round({ smallestUnit: "second", roundingMode: "floor" });
  return Temporal.Instant.compare(issuedAt, cutOff) >= 0;
};

/** May a token issued at `issuedAt` (JWT `iat`) still be used for this user? */
export const isTokenCurrent = (state: UserState, issuedAt: Temporal.Instant): boolean =>
  state.status === "registered" && isIssuedAfterCutOff(state.tokensNotBefore, issuedAt);
