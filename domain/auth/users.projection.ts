// The `users` read model: one row per registered user (key userId), what authentication and
// `/my/user` read on every request without replaying the user stream. It holds no secret: the
// password hash stays in the `user-{id}` stream, which login loads to verify a password.
// Decisions where the spec is silent:
// - `createdAt` is the registration instant; `tokensNotBefore` mirrors the aggregate's session
//   cut-off (sign-out and password change), compared with `isIssuedAfterCutOff`.
// - `agentIds` starts empty: agent records are not part of the identity streams, so the agent
//   area fills it when it exists; until then no user is an agent.
// - Events of a stream that is not `user-*` are ignored, whatever their type.
import { Schema } from "effect";
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { Id, IsoInstant, PhoneNumber } from "./fields";
import { ProviderRole } from "./roles";
import { UserEvent } from "./user";
import { lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const USERS_TABLE = "users";

export const usersTable = readTable({
  hot: true,
  name: USERS_TABLE,
  columns: { email: textColumn("email"), phoneNumber: textColumn("phoneNumber"), name: lowerTextColumn("name"), createdAt: textColumn("createdAt") },
  indexes: [["email"], ["phoneNumber"]],
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

const patchOf = (event: Exclude<UserEvent, { type: "UserRegistered" }>, row: UserRow): Partial<UserRow> => {
  switch (event.type) {
    case "PasswordChanged": return { tokensNotBefore: event.data.changedAt };
    case "SessionsRevoked": return { tokensNotBefore: event.data.revokedAt };
    case "ProfileUpdated": return { name: event.data.name };
    case "RoleGranted": return { roles: [...row.roles.filter((role) => role !== event.data.role), event.data.role] };
    case "RoleRevoked": return { roles: row.roles.filter((role) => role !== event.data.role) };
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
    const row: UserRow = { userId, phoneNumber, name, roles: [], agentIds: [], tokensNotBefore: null, createdAt: registeredAt };
    return tx.put(USERS_TABLE, userId, row);
  }
  const row = await readUserRow(tx.get, userId);
  if (row === undefined) return;
  await tx.put(USERS_TABLE, userId, { ...row, ...patchOf(event, row) });
};

export const usersProjection: Projection = { name: "users", tables: [usersTable], apply };
