// The Agent list page's port (issue 18, spec 1 §7 agent calls): agents and dealers, their
// creation and update, the look-up by code and an agent's businesses, as types only. Rows are the
// domain's response Schemas' types; lists are asked by 0-based page number.
import type { AgentKind } from "../../domain/business/agent";
import type { AgentBusinessPage, AgentByCode, AgentListItem, AgentPage, AgentView } from "../../domain/business/agentView";

export type { AgentBusinessPage, AgentByCode, AgentKind, AgentListItem, AgentPage, AgentView };

export interface AgentQuery {
  readonly search: string;
  /** 0-based. */
  readonly page: number;
  /** Only dealers (`GET /agents/dealers`) or every agent (`GET /agents`). */
  readonly dealersOnly: boolean;
}

export interface NewAgent {
  readonly phoneNumber: string;
  readonly name: string;
  readonly code: string;
  readonly kind: AgentKind;
}

export interface AgentsPort {
  readonly listAgents: (query: AgentQuery) => Promise<AgentPage>;
  readonly createAgent: (agent: NewAgent) => Promise<AgentView>;
  readonly updateAgent: (agent: { readonly id: string; readonly name: string; readonly kind: AgentKind; readonly rev: number }) => Promise<AgentView>;
  readonly findByCode: (code: string) => Promise<AgentByCode>;
  readonly dealer: (id: string) => Promise<AgentView>;
  /** The businesses the agent resells, 0-based page. */
  readonly agentBusinesses: (id: string, page: number) => Promise<AgentBusinessPage>;
}
