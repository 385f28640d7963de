// The `permission_records` read model: one level-1 PermissionRecord (domain/auth/permissions.ts)
// per user and business, key `${userId}:${businessId}`, row exactly
// `{level: 1, userId, businessId, owner, grants}`. Authentication reads it to build a user's
// CASL ability (spec 1 §6), so its shape is a contract; it is projected from the business
// stream: the owner's record on create and owner change, a member's record on invite, grant
// change and removal, and every record of the business dropped on delete.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { PERMISSION_RECORDS_TABLE, type PermissionRecord } from "../auth/permissions";
import { type BusinessEvent, businessIdOfStream, isBusinessEvent } from "./businessModel";
import type { Grant } from "./team";
import { readTable, textColumn } from "../engine/readTable";

export const permissionRecordsTable = readTable({
  hot: true,
  name: PERMISSION_RECORDS_TABLE,
  columns: { userId: textColumn("userId"), businessId: textColumn("businessId") },
  indexes: [["userId"], ["businessId"]],
});


export const permissionRecordKey = (userId: string, businessId: string): string => `${userId}:${businessId}`;

const put = (tx: ProjectionTx, userId: string, businessId: string, owner: boolean, grants: ReadonlyArray<Grant>) => {
  const record: PermissionRecord = { level: 1, userId, businessId, owner, grants };
  return tx.put(PERMISSION_RECORDS_TABLE, permissionRecordKey(userId, businessId), record);
};

const remove = (tx: ProjectionTx, userId: string, businessId: string) =>
  tx.remove(PERMISSION_RECORDS_TABLE, permissionRecordKey(userId, businessId));

const applyEvent = async (event: BusinessEvent, businessId: string, tx: ProjectionTx): Promise<void> => {
  switch (event.type) {
    case "BusinessCreated":
      return put(tx, event.data.ownerId, businessId, true, []);
    case "BusinessOwnerChanged":
      await remove(tx, event.data.previousOwnerId, businessId);
      return put(tx, event.data.ownerId, businessId, true, []);
    case "TeamMemberInvited":
    case "TeamMemberGrantsChanged":
      return put(tx, event.data.userId, businessId, false, event.data.grants);
    case "TeamMemberRemoved":
      return remove(tx, event.data.userId, businessId);
    case "BusinessDeleted":
      for (const userId of [event.data.ownerId, ...event.data.memberIds]) await remove(tx, userId, businessId);
      return;
    case "BusinessProfileUpdated":
    case "BusinessSettingsUpdated":
    case "CompanyUpdated":
    case "RestaurantAdded":
    case "RestaurantRemoved":
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isBusinessEvent(recorded)) return;
  await applyEvent(recorded, businessIdOfStream(recorded.streamId), tx);
};

export const permissionRecordsProjection: Projection = { name: "permission_records", tables: [permissionRecordsTable], apply };
