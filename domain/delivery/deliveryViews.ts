// The response Schemas of the delivery screens' calls (ARCHITECTURE §2.7: the routes answer
// them, the UI's client decodes them strictly): the menu sync's status and report, the dry run's problems, the drift and the items marked unavailable.
import { Schema } from "effect";
import { DeliveryPlatform } from "./deliveryPlatform";

const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema);

const SyncStatus = Schema.Literals(["queued", "inProgress", "success", "failed"]);

export const SyncRecordView = Schema.Struct({
  syncId: Schema.String,
  status: SyncStatus,
  requestedAt: Schema.String,
  finishedAt: Nullable(Schema.String),
  jobId: Nullable(Schema.String),
  reasons: Schema.Array(Schema.String),
  itemCount: Schema.Number,
  menuHash: Schema.String,
});
export type SyncRecordView = typeof SyncRecordView.Type;

export const MenuSyncStatus = Schema.Struct({
  _id: Schema.String,
  platform: DeliveryPlatform,
  status: Schema.Literals(["never", "queued", "inProgress", "success", "failed"]),
  latest: Nullable(SyncRecordView),
  live: Nullable(Schema.Struct({ syncId: Schema.String, acceptedAt: Schema.String, itemCount: Schema.Number })),
  history: Schema.Array(SyncRecordView),
});
export type MenuSyncStatus = typeof MenuSyncStatus.Type;

export const PublishProblemView = Schema.Struct({
  message: Schema.String,
  module: Schema.Literals(["in-house-delivery", "catalog", "category", "product", "addonGroup", "scheduler", "business"]),
  itemId: Nullable(Schema.String),
  itemName: Nullable(Schema.String),
});
export type PublishProblemView = typeof PublishProblemView.Type;

export const MenuDryRun = Schema.Struct({ problems: Schema.Array(PublishProblemView), categoryCount: Schema.Number, itemCount: Schema.Number });
export type MenuDryRun = typeof MenuDryRun.Type;

export const DriftEntryView = Schema.Struct({
  itemId: Schema.String,
  name: Schema.String,
  kind: Schema.Literals(["added", "removed", "changed"]),
  fields: Schema.Array(Schema.Literals(["name", "price", "availability", "category", "sellingTime", "addons"])),
  livePrice: Nullable(Schema.Number),
  currentPrice: Nullable(Schema.Number),
});
export type DriftEntryView = typeof DriftEntryView.Type;

export const MenuDriftView = Schema.Struct({ liveSyncId: Nullable(Schema.String), acceptedAt: Nullable(Schema.String), items: Schema.Array(DriftEntryView) });
export type MenuDriftView = typeof MenuDriftView.Type;

export const ItemAvailabilityView = Schema.Struct({
  _id: Schema.String,
  platform: DeliveryPlatform,
  timeZone: Schema.String,
  menu: Schema.Array(Schema.Struct({ itemId: Schema.String, name: Schema.String })),
  items: Schema.Array(Schema.Struct({ itemId: Schema.String, restoreAt: Nullable(Schema.String) })),
});
export type ItemAvailabilityView = typeof ItemAvailabilityView.Type;
