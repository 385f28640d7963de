import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../engine/events";
import type { ProjectionTx, Row } from "../engine/projection";
import type { UserEvent } from "./user";
import { USERS_TABLE, providerRoleOf, usersProjection, usersTable } from "./users.projection";

const T0 = "2025-03-01T08:00:00.000Z";
const T1 = "2025-03-01T09:30:15.250Z";

const tableTx = () => {
  const rows = new Map<string, Row>();
  const tx: ProjectionTx = {
    get: async (table, key) => rows.get(`${table}/${key}`),
    getForUpdate: async (table, key) => rows.get(`${table}/${key}`),
    put: async (table, key, row) => void rows.set(`${table}/${key}`, row),
    remove: async (table, key) => void rows.delete(`${table}/${key}`),
  };
  return { rows, tx };
};

let position = 0;
const recorded = (streamId: string, event: UserEvent): RecordedEvent => ({
  ...event,
  v: 1,
  position: ++position,
  streamId,
  version: position,
  meta: { actor: null, correlationId: "c" },
  occurredAt: T0,
});

const project = async (streamId: string, events: ReadonlyArray<UserEvent>) => {
  const { rows, tx } = tableTx();
  for (const event of events) await usersProjection.apply(recorded(streamId, event), tx);
  return rows;
};

const registered: UserEvent = {
  type: "UserRegistered",
  data: { userId: "u1", phoneNumber: "+60123456789", name: "Aina", passwordHash: "scrypt-secret", registeredAt: T0 },
};

describe("users projection", () => {
  it("writes a row without any secret when a user registers", async () => {
    const rows = await project("user-u1", [registered]);
    expect(rows.get(`${USERS_TABLE}/u1`)).toEqual({
      userId: "u1", phoneNumber: "+60123456789", name: "Aina", roles: [], agentIds: [], tokensNotBefore: null, createdAt: T0, grantedBy: null, grantedAt: null,
    });
    expect(JSON.stringify([...rows.values()])).not.toContain("scrypt-secret");
  });

  it("follows roles, name and the session cut-off", async () => {
    const rows = await project("user-u1", [
      registered,
      { type: "RoleGranted", data: { role: "admin" } },
      { type: "RoleGranted", data: { role: "staff" } },
      { type: "RoleRevoked", data: { role: "admin" } },
      { type: "ProfileUpdated", data: { name: "Aina B" } },
      { type: "SessionsRevoked", data: { revokedAt: T1 } },
    ]);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ roles: ["staff"], name: "Aina B", tokensNotBefore: T1 });
  });

  it("keeps who granted the latest role and when, the team role (admin wins) and clears them with the last role", async () => {
    const { rows, tx } = tableTx();
    const by = (event: UserEvent, actor: string | null, occurredAt: string) =>
      usersProjection.apply({ ...recorded("user-u1", event), meta: { actor, correlationId: "c" }, occurredAt }, tx);
    await by(registered, null, T0);
    await by({ type: "RoleGranted", data: { role: "staff" } }, "admin-1", T1);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ roles: ["staff"], grantedBy: "admin-1", grantedAt: T1 });
    expect(usersTable.columns.providerRole?.of(rows.get(`${USERS_TABLE}/u1`) ?? {})).toBe("staff");
    await by({ type: "RoleGranted", data: { role: "admin" } }, "admin-2", T0);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ grantedBy: "admin-2", grantedAt: T0 });
    expect(providerRoleOf(rows.get(`${USERS_TABLE}/u1`)?.roles)).toBe("admin");
    await by({ type: "RoleRevoked", data: { role: "admin" } }, "admin-2", T1);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ roles: ["staff"], grantedBy: "admin-2" });
    await by({ type: "RoleRevoked", data: { role: "staff" } }, "admin-2", T1);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ roles: [], grantedBy: null, grantedAt: null });
    expect(usersTable.columns.onProviderTeam?.of(rows.get(`${USERS_TABLE}/u1`) ?? {})).toBe(false);
  });

  it("moves the cut-off on a password change and never stores the new hash", async () => {
    const rows = await project("user-u1", [registered, { type: "PasswordChanged", data: { passwordHash: "new-secret", changedAt: T1 } }]);
    expect(rows.get(`${USERS_TABLE}/u1`)).toMatchObject({ tokensNotBefore: T1 });
    expect(JSON.stringify([...rows.values()])).not.toContain("new-secret");
  });

  it("ignores streams that are not user streams", async () => {
    const rows = await project("member-u1", [registered]);
    expect(rows.size).toBe(0);
  });
});
