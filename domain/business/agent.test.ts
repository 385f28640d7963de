import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { AGENT_EXISTS, AGENT_NOT_FOUND, type AgentCommand, type AgentEvent, NewAgentInput, agentDecider } from "./agent";
import { messagesOf } from "./schemaSpec";

const T0 = "2025-03-01T08:00:00.000Z";
const agent = { agentId: "ag1", userId: "u1", phoneNumber: "+60123456789", name: "Ali", code: "ALI01", kind: "RESELLER" } as const;
const created: AgentEvent = { type: "AgentCreated", data: { ...agent, createdAt: T0 } };
const create: AgentCommand = { type: "CreateAgent", data: agent };

describe("agent decider", () => {
  it("creates an agent once", () => {
    expect(given(agentDecider, []).when(create, at(T0))).toEqual(thenEvents(created));
    expect(given(agentDecider, [created]).when(create, at(T0))).toEqual(thenError(AGENT_EXISTS, 409));
  });

  it("updates name and kind, appends nothing when unchanged, and checks the revision", () => {
    const existing = given(agentDecider, [created]);
    expect(existing.when({ type: "UpdateAgent", data: { name: "Ali B", kind: "DEALER", rev: 1 } }, at(T0)))
      .toEqual(thenEvents({ type: "AgentUpdated", data: { name: "Ali B", kind: "DEALER" } }));
    expect(existing.when({ type: "UpdateAgent", data: { name: "Ali", kind: "RESELLER" } }, at(T0))).toEqual(thenEvents());
    expect(existing.when({ type: "UpdateAgent", data: { name: "X", kind: "DEALER", rev: 3 } }, at(T0))).toEqual(thenError(CONFLICT_MESSAGE, 409));
    expect(given(agentDecider, []).when({ type: "UpdateAgent", data: { name: "X", kind: "DEALER" } }, at(T0)))
      .toEqual(thenError(AGENT_NOT_FOUND, 404));
  });

  it("decodes the create body with its messages", () => {
    expect(messagesOf(NewAgentInput, { phoneNumber: "+60123456789", name: "Ali", code: "ALI01", kind: "DEALER" })).toEqual([]);
    expect(messagesOf(NewAgentInput, { phoneNumber: "0123", name: " ", code: "ali", kind: "DEALER" }))
      .toEqual(["Invalid phone no", "Name is required", "Invalid agent code"]);
  });
});
