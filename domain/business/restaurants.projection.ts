// The `restaurants` read model (key restaurantId): the restaurant document the API answers and
// the lists filter (`businessId`, `name` for search), `_rev` being its stream version.
// Decisions where the spec is silent: the machine pairing code's hash never leaves the stream
// (the row says only until when a code is pending); a deleted restaurant's row is removed.
// The provider's restaurant list (issue 18) filters on `country` (restaurantCountry.ts) and
// sorts on `licenceExpiresAt` (the licence's expiredAt; none: no expiry), both derived columns.
// The provider's payout account approvals (issue 18, Payments) filter on `payoutStatus`.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { NEW_PAYOUT_ACCOUNT } from "./payoutAccount";
import type { RestaurantEvent } from "./restaurantModel";
import { restaurantCountry } from "./restaurantCountry";
import { emptySettings } from "./restaurantSettings";
import { lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const RESTAURANTS_TABLE = "restaurants";

export const restaurantsTable = readTable({
  hot: true,
  name: RESTAURANTS_TABLE,
  columns: {
    businessId: textColumn("businessId"),
    name: lowerTextColumn("name"),
    nameSearch: lowerTextColumn("name"),
    createdAt: textColumn("createdAt"),
    country: { type: "text", of: (row) => restaurantCountry(row as Parameters<typeof restaurantCountry>[0]) },
    licenceExpiresAt: { type: "text", of: (row) => licenceExpiryOf(row) },
    payoutStatus: { type: "text", of: (row) => (row.payoutAccount as { readonly status?: string } | undefined)?.status ?? null },
  },
  indexes: [["businessId", "name"], ["businessId", "createdAt"], ["name"], ["country", "name"], ["licenceExpiresAt"], ["payoutStatus", "name"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
});
const STREAM_PREFIX = "restaurant-";

/** The row's licence expiry (an ISO instant), null when it has no licence or no expiry. */
export const licenceExpiryOf = (row: Row): string | null => {
  const license = (row.settings as { readonly license?: { readonly expiredAt?: unknown } | null } | undefined)?.license;
  return typeof license?.expiredAt === "string" ? license.expiredAt : null;
};

const patchOf = (event: Exclude<RestaurantEvent, { type: "RestaurantCreated" | "RestaurantDeleted" }>, row: Row, position: number): Row => {
  switch (event.type) {
    case "RestaurantSettingUpdated": {
      const settings = { ...(row.settings as Row), [event.data.group]: event.data.value };
      return event.data.group === "profile" ? { settings, profile: event.data.value, name: event.data.value.name } : { settings };
    }
    case "PayoutAccountChanged": return { payoutAccount: event.data };
    case "MachineOtpIssued": return { machine: { ...(row.machine as Row), pairingExpiresAt: event.data.expiresAt } };
    case "MachinesRevoked": return { machine: { pairingExpiresAt: null, machinesNotBefore: event.data.revokedAt } };
    // The log position orders the clearing against the till's bills (receipts list the later ones).
    case "TransactionsCleared": return { transactionsClearedAt: event.data.clearedAt, transactionsClearedPosition: position };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(STREAM_PREFIX)) return;
  const event = recorded as unknown as RestaurantEvent;
  const id = recorded.streamId.slice(STREAM_PREFIX.length);
  if (event.type === "RestaurantCreated") {
    const { businessId, profile, createdAt } = event.data;
    return tx.put(RESTAURANTS_TABLE, id, {
      id, businessId, name: profile.name, profile, settings: emptySettings(profile), payoutAccount: NEW_PAYOUT_ACCOUNT,
      machine: { pairingExpiresAt: null, machinesNotBefore: null }, transactionsClearedAt: null, createdAt, _rev: recorded.version,
    });
  }
  if (event.type === "RestaurantDeleted") return tx.remove(RESTAURANTS_TABLE, id);
  const row = await tx.get(RESTAURANTS_TABLE, id);
  if (row === undefined) return;
  await tx.put(RESTAURANTS_TABLE, id, { ...row, ...patchOf(event, row, recorded.position), _rev: recorded.version });
};

export const restaurantsProjection: Projection = { name: "restaurants", tables: [restaurantsTable], apply };
