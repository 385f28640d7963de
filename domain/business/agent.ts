// The agent aggregate, stream `agent-{id}` (spec 1 §1, §3, §6-§7): a reseller or dealer record
// owned by one user; "an agent is anyone with at least one agent record". Agents are found by
// code (`GET /agents/search-by-code/{code}`) and dealers are listed apart (`GET /agents/dealers`).
// Decisions where the spec is silent ("Agent: body for create and update (fields not shown)"):
// - An agent is {userId (found by phone), phoneNumber, name, code, kind RESELLER | DEALER}.
// - The code is 4 to 12 upper-case letters or digits ('Invalid agent code'), unique across
//   agents through the `agent-code-{code}` claim (uniqueClaim.ts: 'code has constraint'), and
//   never changes; an update changes name and kind.
// - A missing agent is 'Agent not found' (404).
import { Schema } from "effect";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { Id, IsoInstant, PhoneNumber, isoOf, message } from "../auth/fields";
import { PhoneNumberSchema } from "../shared/phoneNumberSchema";
import { BusinessName } from "./businessProfile";
import { staleRevision, withRevision } from "./revision";

export const AGENT_NOT_FOUND = "Agent not found";
export const AGENT_EXISTS = "Agent already exists";
export const INVALID_AGENT_CODE = "Invalid agent code";

export const AgentKind = Schema.Literals(["RESELLER", "DEALER"]);
export type AgentKind = typeof AgentKind.Type;
export const AgentCode = Schema.String.check(Schema.isPattern(/^[A-Z0-9]{4,12}$/, { message: INVALID_AGENT_CODE }));

/** POST /agents. */
export const NewAgentInput = Schema.Struct({ phoneNumber: PhoneNumberSchema, name: BusinessName, code: AgentCode, kind: AgentKind });
/** PUT /agents/{id}. */
export const AgentUpdateInput = withRevision({ name: BusinessName, kind: AgentKind });

const Agent = { agentId: Id, userId: Id, phoneNumber: PhoneNumber, name: Schema.String, code: Schema.String, kind: AgentKind };

export const AgentEvent = Schema.Union([
  message("AgentCreated", { ...Agent, createdAt: IsoInstant }),
  message("AgentUpdated", { name: Schema.String, kind: AgentKind }),
]);
export type AgentEvent = typeof AgentEvent.Type;

export type AgentCommand =
  | { readonly type: "CreateAgent"; readonly data: Omit<Extract<AgentEvent, { type: "AgentCreated" }>["data"], "createdAt"> }
  | { readonly type: "UpdateAgent"; readonly data: { readonly name: string; readonly kind: AgentKind; readonly rev?: number | undefined } };

export type AgentState =
  | { readonly status: "none"; readonly revision: number }
  | (Extract<AgentEvent, { type: "AgentCreated" }>["data"] & { readonly status: "active"; readonly revision: number });

export const evolveAgent = (state: AgentState, event: AgentEvent): AgentState => {
  const revision = state.revision + 1;
  switch (event.type) {
    case "AgentCreated": return { ...event.data, status: "active", revision };
    case "AgentUpdated": return state.status === "active" ? { ...state, ...event.data, revision } : { ...state, revision };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const decideAgent = (command: AgentCommand, state: AgentState, ctx: DecideContext): Decision<AgentEvent> => {
  switch (command.type) {
    case "CreateAgent":
      return state.status === "none"
        ? accept({ type: "AgentCreated", data: { ...command.data, createdAt: isoOf(ctx.now) } })
        : reject(AGENT_EXISTS, 409);
    case "UpdateAgent": {
      if (state.status !== "active") return reject(AGENT_NOT_FOUND, 404);
      const { rev, name, kind } = command.data;
      const stale = staleRevision<AgentEvent>(rev, state.revision);
      if (stale !== null) return stale;
      return name === state.name && kind === state.kind ? accept() : accept({ type: "AgentUpdated", data: { name, kind } });
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const agentDecider: Decider<AgentState, AgentCommand, AgentEvent> = {
  initialState: { status: "none", revision: 0 },
  decide: decideAgent,
  evolve: evolveAgent,
};

export const agentStreamId = (agentId: string): string => `agent-${agentId}`;

const AGENT_EVENT_TYPES: ReadonlySet<string> = new Set(AgentEvent.members.map((member) => member.fields.type.literal));

/** Whether a recorded event is an agent event (code claim streams share the `agent-` prefix). */
export const isAgentEvent = (event: { readonly type: string }): event is AgentEvent => AGENT_EVENT_TYPES.has(event.type);
