// The `businesses` read model (key businessId): the business list (search by name, pages of 20,
// spec 1 §2, §9) and the business document the API answers, `_rev` being its stream version.
// Decisions where the spec is silent: the row flattens the provider-level fields the lists
// filter on (`ownerId`, `agentId`) to the top level; `restaurantCount` counts its restaurants;
// a deleted business's row is removed.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { type BusinessEvent, businessIdOfStream, isBusinessEvent } from "./businessModel";
import { NO_AGENT, UNLIMITED_QUOTA } from "./businessProfile";
import { lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const BUSINESSES_TABLE = "businesses";

export const businessesTable = readTable({
  hot: true,
  name: BUSINESSES_TABLE,
  columns: { agentId: textColumn("agentId"), name: lowerTextColumn("name"), nameSearch: lowerTextColumn("name"), createdAt: textColumn("createdAt") },
  indexes: [["agentId"], ["name"], ["createdAt"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
});

const patchOf = (event: Exclude<BusinessEvent, { type: "BusinessCreated" | "BusinessDeleted" }>, row: Row): Row => {
  switch (event.type) {
    case "BusinessProfileUpdated": return event.data;
    case "BusinessSettingsUpdated":
      return { menuVersion: event.data.menuVersion, quota: event.data.quota, pf_agent: event.data.agent, agentId: event.data.agent.agentId };
    case "BusinessOwnerChanged": return { ownerId: event.data.ownerId };
    case "CompanyUpdated": return { company: event.data.company };
    case "RestaurantAdded": return { restaurantCount: Number(row.restaurantCount) + 1 };
    case "RestaurantRemoved": return { restaurantCount: Number(row.restaurantCount) - 1 };
    case "TeamMemberInvited":
    case "TeamMemberGrantsChanged":
    case "TeamMemberRemoved":
      return {};
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isBusinessEvent(recorded)) return;
  const event: BusinessEvent = recorded;
  const id = businessIdOfStream(recorded.streamId);
  if (event.type === "BusinessCreated") {
    const { businessId: _, ...created } = event.data;
    return tx.put(BUSINESSES_TABLE, id, {
      id, ...created, quota: UNLIMITED_QUOTA, pf_agent: NO_AGENT, agentId: null,
      company: null, restaurantCount: 0, _rev: recorded.version,
    });
  }
  if (event.type === "BusinessDeleted") return tx.remove(BUSINESSES_TABLE, id);
  const row = await tx.get(BUSINESSES_TABLE, id);
  if (row === undefined) return;
  await tx.put(BUSINESSES_TABLE, id, { ...row, ...patchOf(event, row), _rev: recorded.version });
};

export const businessesProjection: Projection = { name: "businesses", tables: [businessesTable], apply };
