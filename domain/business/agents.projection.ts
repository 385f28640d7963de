// The `agents` read model (key agentId): the agent and dealer lists and the look-up by code,
// `_rev` being the agent stream's version. An agent record also adds its id to its user's
// `agentIds` in the `users` read model (domain/auth/users.projection.ts leaves that list to the
// agent area), which is how authentication knows a user is an agent (spec 1 §6).
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { USERS_TABLE } from "../auth/users.projection";
import { isAgentEvent } from "./agent";
import { lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const AGENTS_TABLE = "agents";

export const agentsTable = readTable({
  name: AGENTS_TABLE,
  columns: {
    userId: textColumn("userId"), code: textColumn("code"), kind: textColumn("kind"),
    name: lowerTextColumn("name"), nameSearch: lowerTextColumn("name"), codeSearch: lowerTextColumn("code"), createdAt: textColumn("createdAt"),
  },
  indexes: [["userId"], ["code"], ["kind", "name"], ["name"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }, { column: "codeSearch", match: "prefix", term: lowerTerm }],
});

const addAgentToUser = async (tx: ProjectionTx, userId: string, agentId: string): Promise<void> => {
  const user = await tx.get(USERS_TABLE, userId);
  if (user === undefined) return;
  const agentIds = Array.isArray(user.agentIds) ? user.agentIds.filter((id) => id !== agentId) : [];
  await tx.put(USERS_TABLE, userId, { ...user, agentIds: [...agentIds, agentId] });
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isAgentEvent(recorded)) return;
  const id = recorded.streamId.slice("agent-".length);
  switch (recorded.type) {
    case "AgentCreated": {
      const { agentId: _, ...agent } = recorded.data;
      await tx.put(AGENTS_TABLE, id, { id, ...agent, _rev: recorded.version });
      return addAgentToUser(tx, agent.userId, id);
    }
    case "AgentUpdated": {
      const row = await tx.get(AGENTS_TABLE, id);
      if (row === undefined) return;
      return tx.put(AGENTS_TABLE, id, { ...row, ...recorded.data, _rev: recorded.version });
    }
    default: {
      const unknown: never = recorded;
      return unknown;
    }
  }
};

export const agentsProjection: Projection = { name: "agents", tables: [agentsTable], apply };
