// The `dealer_leads` read model (key leadId, issue 18): the lead inbox, a typed table with columns
// for what the inbox filters (status, assigned agent), sorts (created, updated, name) and
// searches (name by word, phone by digits, business name by word), and `_rev` being the lead
// stream's version. The agent's name is not copied here: the list joins the agents table for
// the page it answers (listDealerLeads.ts), so a renamed agent shows under its new name.
// Decision where the architecture is silent: `agentKey` is the agent id or "none", so "not
// assigned" is an equality filter on an indexed column like any agent.
import type { RecordedEvent } from "../../engine/events";
import type { Projection } from "../../engine/projection";
import { digitsColumn, digitsTerm, lowerTerm, lowerTextColumn, readTable, textColumn } from "../../engine/readTable";
import { DEALER_LEAD_STREAM_PREFIX, isDealerLeadEvent } from "./dealerLead";

export const DEALER_LEADS_TABLE = "dealer_leads";
export const UNASSIGNED = "none";

export const dealerLeadsTable = readTable({
  name: DEALER_LEADS_TABLE,
  columns: {
    status: textColumn("status"),
    agentKey: { type: "text", of: (row) => (typeof row.agentId === "string" ? row.agentId : UNASSIGNED) },
    createdAt: textColumn("createdAt"),
    updatedAt: textColumn("updatedAt"),
    name: lowerTextColumn("name"),
    nameSearch: lowerTextColumn("name"),
    phoneSearch: digitsColumn("phoneNumber"),
    businessSearch: lowerTextColumn("businessName"),
  },
  indexes: [["createdAt"], ["updatedAt"], ["name"], ["status", "createdAt"], ["agentKey", "createdAt"], ["agentKey", "status", "createdAt"]],
  search: [
    { column: "nameSearch", match: "wordPrefix", term: lowerTerm },
    { column: "businessSearch", match: "wordPrefix", term: lowerTerm },
    { column: "phoneSearch", match: "contains", term: digitsTerm },
  ],
});

const apply = async (recorded: RecordedEvent, tx: Parameters<Projection["apply"]>[1]): Promise<void> => {
  if (!recorded.streamId.startsWith(DEALER_LEAD_STREAM_PREFIX) || !isDealerLeadEvent(recorded)) return;
  const id = recorded.streamId.slice(DEALER_LEAD_STREAM_PREFIX.length);
  if (recorded.type === "DealerLeadCreated") {
    const { createdAt, ...details } = recorded.data;
    return tx.put(DEALER_LEADS_TABLE, id, { id, ...details, status: "NEW", businessId: null, createdAt, updatedAt: createdAt, _rev: recorded.version });
  }
  const row = await tx.get(DEALER_LEADS_TABLE, id);
  if (row === undefined) return;
  const next = { ...row, updatedAt: recorded.data.at, _rev: recorded.version };
  switch (recorded.type) {
    case "DealerLeadEdited": {
      const { at: _, ...details } = recorded.data;
      return tx.put(DEALER_LEADS_TABLE, id, { ...next, ...details });
    }
    case "DealerLeadAssigned": return tx.put(DEALER_LEADS_TABLE, id, { ...next, agentId: recorded.data.agentId });
    case "DealerLeadStatusChanged": return tx.put(DEALER_LEADS_TABLE, id, { ...next, status: recorded.data.to });
    case "DealerLeadConverted": return tx.put(DEALER_LEADS_TABLE, id, { ...next, status: "CONVERTED", businessId: recorded.data.businessId });
    default: {
      const unknown: never = recorded;
      return unknown;
    }
  }
};

export const dealerLeadsProjection: Projection = { name: "dealerLeads", tables: [dealerLeadsTable], apply };
