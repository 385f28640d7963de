import { Result, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "./deciderSpec";
import {
  ALREADY_REGISTERED, INVALID_USER, UserCommand, type UserEvent, type UserState,
  isTokenCurrent, userDecider, userStreamId,
} from "./user";

const T0 = "2025-03-01T08:00:00.000Z";
const T1 = "2025-03-01T09:30:15.250Z";

const registered: UserEvent = {
  type: "UserRegistered",
  data: { userId: "u1", phoneNumber: "+60123456789", name: "Aina", passwordHash: "h1", registeredAt: T0 },
};

const register: UserCommand = {
  type: "RegisterUser",
  data: { userId: "u1", phoneNumber: "+60123456789", name: "Aina", passwordHash: "h1" },
};

describe("user decider", () => {
  it("registers a new user at ctx.now", () => {
    expect(given(userDecider, []).when(register, at(T0))).toEqual(thenEvents(registered));
  });

  it("refuses to register the same user twice", () => {
    expect(given(userDecider, [registered]).when(register, at(T1))).toEqual(thenError(ALREADY_REGISTERED, 409));
  });

  it("answers 'Invalid user' for any command on an unregistered stream", () => {
    const commands: UserCommand[] = [
      { type: "ChangePassword", data: { passwordHash: "h2" } },
      { type: "RevokeSessions", data: {} },
      { type: "UpdateProfile", data: { name: "B" } },
      { type: "GrantRole", data: { role: "admin" } },
      { type: "RevokeRole", data: { role: "admin" } },
    ];
    for (const command of commands) {
      expect(given(userDecider, []).when(command, at(T1))).toEqual(thenError(INVALID_USER, 404));
    }
  });

  it("changes the password and cuts off earlier tokens", () => {
    const when = given(userDecider, [registered]).when({ type: "ChangePassword", data: { passwordHash: "h2" } }, at(T1));
    expect(when).toEqual(thenEvents({ type: "PasswordChanged", data: { passwordHash: "h2", changedAt: T1 } }));
  });

  it("revokes sessions (sign-out) at ctx.now", () => {
    const when = given(userDecider, [registered]).when({ type: "RevokeSessions", data: {} }, at(T1));
    expect(when).toEqual(thenEvents({ type: "SessionsRevoked", data: { revokedAt: T1 } }));
  });

  it("updates the profile name, and appends nothing when it is unchanged", () => {
    const user = given(userDecider, [registered]);
    expect(user.when({ type: "UpdateProfile", data: { name: "Aina B" } }, at(T1)))
      .toEqual(thenEvents({ type: "ProfileUpdated", data: { name: "Aina B" } }));
    expect(user.when({ type: "UpdateProfile", data: { name: "Aina" } }, at(T1))).toEqual(thenEvents());
  });

  it("grants and revokes provider roles idempotently", () => {
    const granted: UserEvent = { type: "RoleGranted", data: { role: "staff" } };
    expect(given(userDecider, [registered]).when({ type: "GrantRole", data: { role: "staff" } }, at(T1)))
      .toEqual(thenEvents(granted));
    expect(given(userDecider, [registered, granted]).when({ type: "GrantRole", data: { role: "staff" } }, at(T1)))
      .toEqual(thenEvents());
    expect(given(userDecider, [registered, granted]).when({ type: "RevokeRole", data: { role: "staff" } }, at(T1)))
      .toEqual(thenEvents({ type: "RoleRevoked", data: { role: "staff" } }));
    expect(given(userDecider, [registered]).when({ type: "RevokeRole", data: { role: "admin" } }, at(T1)))
      .toEqual(thenEvents());
  });

  it("folds roles, name and password into the state", () => {
    const state = given(userDecider, [
      registered,
      { type: "RoleGranted", data: { role: "admin" } },
      { type: "RoleGranted", data: { role: "staff" } },
      { type: "RoleRevoked", data: { role: "admin" } },
      { type: "ProfileUpdated", data: { name: "Aina B" } },
      { type: "PasswordChanged", data: { passwordHash: "h2", changedAt: T1 } },
    ]).state;
    expect(state).toMatchObject({ roles: ["staff"], name: "Aina B", passwordHash: "h2", tokensNotBefore: T1 });
  });

  it("names its stream user-{id}", () => expect(userStreamId("u1")).toBe("user-u1"));
});

describe("command schemas use the spec's messages", () => {
  const decode = Schema.decodeUnknownResult(UserCommand);
  const messageOf = (input: unknown) => {
    const r = decode(input);
    return Result.isFailure(r) ? r.failure.message : "ok";
  };
  it("rejects a phone that is not E.164 with 'Invalid phone no'", () => {
    const data = { userId: "u1", phoneNumber: "0123456789", name: "A", passwordHash: "h" };
    expect(messageOf({ type: "RegisterUser", data })).toContain("Invalid phone no");
  });
  it("trims the name and rejects a blank one with 'Name is required'", () => {
    expect(messageOf({ type: "UpdateProfile", data: { name: "   " } })).toContain("Name is required");
    expect(decode({ type: "UpdateProfile", data: { name: " Aina " } })).toEqual(
      Result.succeed({ type: "UpdateProfile", data: { name: "Aina" } }),
    );
  });
});

describe("isTokenCurrent", () => {
  const iat = (iso: string) => Temporal.Instant.from(iso);
  const revoked = (iso: string): UserState =>
    given(userDecider, [registered, { type: "SessionsRevoked", data: { revokedAt: iso } }]).state;

  it("accepts any token of a user who never revoked, refuses unknown users", () => {
    expect(isTokenCurrent(given(userDecider, [registered]).state, iat(T0))).toBe(true);
    expect(isTokenCurrent(given(userDecider, []).state, iat(T1))).toBe(false);
  });
  it("refuses tokens issued before the revocation second, accepts those from it on", () => {
    const state = revoked(T1);
    expect(isTokenCurrent(state, iat("2025-03-01T09:30:14Z"))).toBe(false);
    expect(isTokenCurrent(state, iat("2025-03-01T09:30:15Z"))).toBe(true);
    expect(isTokenCurrent(state, iat("2025-03-01T09:45:00Z"))).toBe(true);
  });
  it("a password change also cuts off earlier tokens", () => {
    const state = given(userDecider, [registered, { type: "PasswordChanged", data: { passwordHash: "h2", changedAt: T1 } }]).state;
    expect(isTokenCurrent(state, iat("2025-03-01T09:00:00Z"))).toBe(false);
  });
});
