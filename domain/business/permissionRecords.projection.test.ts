import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../engine/events";
import type { ProjectionTx, Row } from "../engine/projection";
import { PERMISSION_RECORDS_TABLE, PermissionRecord } from "../auth/permissions";
import type { BusinessEvent } from "./businessModel";
import { permissionRecordsProjection } from "./permissionRecords.projection";

const T0 = "2025-03-01T08:00:00.000Z";

const project = async (events: ReadonlyArray<BusinessEvent | { type: string; data: unknown }>, streamId = "business-b1") => {
  const rows = new Map<string, Row>();
  const tx: ProjectionTx = {
    get: async (table, key) => rows.get(`${table}/${key}`),
    getForUpdate: async (table, key) => rows.get(`${table}/${key}`),
    put: async (table, key, row) => void rows.set(`${table}/${key}`, row),
    remove: async (table, key) => void rows.delete(`${table}/${key}`),
  };
  let version = 0;
  for (const event of events) {
    version += 1;
    const recorded: RecordedEvent = {
      ...event, v: 1, position: version, streamId, version, occurredAt: T0, meta: { actor: "owner", correlationId: "c" },
    };
    await permissionRecordsProjection.apply(recorded, tx);
  }
  return Object.fromEntries(rows);
};

const created: BusinessEvent = {
  type: "BusinessCreated",
  data: { businessId: "b1", name: "Kopi", thumbnail: null, url: null, menuVersion: "v4", ownerId: "owner", createdAt: T0 },
};
const invited: BusinessEvent = {
  type: "TeamMemberInvited", data: { userId: "u2", phoneNumber: "+60123456780", grants: [{ action: "manage", subject: "Voucher" }] },
};
const key = (userId: string) => `${PERMISSION_RECORDS_TABLE}/${userId}:b1`;

describe("permission_records projection", () => {
  it("writes level-1 PermissionRecords, exactly, for the owner and each member", async () => {
    const rows = await project([created, invited]);
    expect(rows).toEqual({
      [key("owner")]: { level: 1, userId: "owner", businessId: "b1", owner: true, grants: [] },
      [key("u2")]: { level: 1, userId: "u2", businessId: "b1", owner: false, grants: [{ action: "manage", subject: "Voucher" }] },
    });
    for (const row of Object.values(rows)) expect(Schema.is(PermissionRecord)(row)).toBe(true);
  });

  it("follows grant changes, removal and a new owner", async () => {
    const rows = await project([
      created, invited,
      { type: "TeamMemberGrantsChanged", data: { userId: "u2", grants: [] } },
      { type: "BusinessOwnerChanged", data: { previousOwnerId: "owner", ownerId: "u2" } },
    ]);
    expect(rows).toEqual({ [key("u2")]: { level: 1, userId: "u2", businessId: "b1", owner: true, grants: [] } });
    expect(await project([created, invited, { type: "TeamMemberRemoved", data: { userId: "u2" } }])).not.toHaveProperty(key("u2"));
  });

  it("drops every record of a deleted business", async () => {
    expect(await project([created, invited, { type: "BusinessDeleted", data: { ownerId: "owner", memberIds: ["u2"], deletedAt: T0 } }]))
      .toEqual({});
  });

  it("ignores the URL claim streams that share the business- prefix", async () => {
    expect(await project([{ type: "KeyClaimed", data: { key: "kopi-kita", ownerId: "b1", claimedAt: T0 } }], "business-url-kopi-kita"))
      .toEqual({});
  });
});
