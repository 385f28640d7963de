// The `users` read model: one row per registered user (key userId), what authentication and
// `/my/user` read on every request without replaying the user stream. It holds no secret: the
// password hash stays in the `user-{id}` stream, which login loads to verify a password.
// Decisions where the spec is silent:
// - `createdAt` is the registration instant; `tokensNotBefore` mirrors the aggregate's session
//   cut-off (sign-out and password change), compared with `isIssuedAfterCutOff`.
// - `agentIds` starts empty: agent records are not part of the identity streams, so the agent
//   area fills it when it exists; until then no user is an agent.
// - Events of a stream that is not `user-*` are ignored, whatever their type.
// - The provider team (issue 18) reads this table: `providerRole` is the role the user holds
//   (admin wins over staff, as in roles.ts) and `grantedBy`/`grantedAt` are the actor and instant
//   of the latest RoleGranted (the events' metadata); they clear when the last role is revoked. A
//   grant without an actor (the provisioned admin) has grantedBy null. The table's new columns make
//   the next start refill it from the log; the keys stay optional so a row of any age decodes.
import { Schema } from "effect";
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { Id, IsoInstant, PhoneNumber } from "./fields";
import { ProviderRole } from "./roles";
import { UserEvent } from "./user";
import { lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const USERS_TABLE = "users";

/** The provider role a user's roles amount to: admin wins over staff; null for neither. */
export const providerRoleOf = (roles: unknown): ProviderRole | null => {
  if (!Array.isArray(roles)) return null;
  if (roles.includes("admin")) return "admin";
  return roles.includes("staff") ? "staff" : null;
};

export const usersTable = readTable({
  hot: true,
  name: USERS_TABLE,
  columns: {
    email: textColumn("email"),
    phoneNumber: textColumn("phoneNumber"),
    name: lowerTextColumn("name"),
    createdAt: textColumn("createdAt"),
    providerRole: { type: "text", of: (row) => providerRoleOf(row.roles) },
    onProviderTeam: { type: "boolean", of: (row) => providerRoleOf(row.roles) !== null },
  },
  indexes: [["email"], ["phoneNumber"], ["onProviderTeam", "name"]],
});
const USER_STREAM_PREFIX = "user-";

export const UserRow = Schema.Struct({
  userId: Id,
  phoneNumber: PhoneNumber,
  name: Schema.String,
  roles: Schema.Array(ProviderRole),
  agentIds: Schema.Array(Id),
  tokensNotBefore: Schema.NullOr(IsoInstant),
  createdAt: IsoInstant,
  /** The actor of the latest role grant (null: granted by no user); absent on rows written before it. */
  grantedBy: Schema.optionalKey(Schema.NullOr(Id)),
  grantedAt: Schema.optionalKey(Schema.NullOr(IsoInstant)),
});
export type UserRow = typeof UserRow.Type;

const decodeEvent = Schema.decodeUnknownSync(UserEvent);
const decodeRow = Schema.decodeUnknownSync(UserRow);

/** The row of `userId`, or undefined when no such user registered. */
export const readUserRow = async (
  get: (table: string, key: string) => Promise<Readonly<Record<string, unknown>> | undefined>,
  userId: string,
): Promise<UserRow | undefined> => {
  const row = await get(USERS_TABLE, userId);
  return row === undefined ? undefined : decodeRow(row);
};

const patchOf = (event: Exclude<UserEvent, { type: "UserRegistered" }>, row: UserRow, recorded: RecordedEvent): Partial<UserRow> => {
  switch (event.type) {
    case "PasswordChanged": return { tokensNotBefore: event.data.changedAt };
    case "SessionsRevoked": return { tokensNotBefore: event.data.revokedAt };
    case "ProfileUpdated": return { name: event.data.name };
    case "RoleGranted":
      return { roles: [...row.roles.filter((role) => role !== event.data.role), event.data.role], grantedBy: recorded.meta.actor, grantedAt: recorded.occurredAt };
    case "RoleRevoked": {
      const roles = row.roles.filter((role) => role !== event.data.role);
      return roles.length === 0 ? { roles, grantedBy: null, grantedAt: null } : { roles };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(USER_STREAM_PREFIX)) return;
  const userId = recorded.streamId.slice(USER_STREAM_PREFIX.length);
  const event = decodeEvent(recorded);
  if (event.type === "UserRegistered") {
    const { phoneNumber, name, registeredAt } = event.data;
    const row: UserRow = { userId, phoneNumber, name, roles: [], agentIds: [], tokensNotBefore: null, createdAt: registeredAt, grantedBy: null, grantedAt: null };
    return tx.put(USERS_TABLE, userId, row);
  }
  const row = await readUserRow(tx.get, userId);
  if (row === undefined) return;
  await tx.put(USERS_TABLE, userId, { ...row, ...patchOf(event, row, recorded) });
};

export const usersProjection: Projection = { name: "users", tables: [usersTable], apply };
