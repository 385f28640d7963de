import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenUser, logLength, typesOn } from "../../../tests/support/givenBusiness";
import { INVALID_USER } from "../../auth/user";
import { AGENT_EXISTS, agentStreamId } from "../agent";
import { AGENTS_TABLE } from "../agents.projection";
import { agentCodeStreamId } from "../uniqueClaim";
import { createAgent } from "./createAgent";

const agent = (agentId: string, code = "KOPI01", phoneNumber = "+60123450001") => ({ agentId, phoneNumber, name: "Kopi Resellers", code, kind: "RESELLER" as const });

describe("createAgent", () => {
  it("creates the agent for the phone's user and claims its code", async () => {
    const { engine, store } = memoryEngine();
    const userId = await givenUser(engine, "+60123450001");
    expect(await createAgent(engine, agent("a1"), AS_TEST)).toBe("a1");
    expect(await typesOn(store, agentCodeStreamId("KOPI01"))).toEqual(["KeyClaimed"]);
    expect(await engine.readModels.get(AGENTS_TABLE, "a1")).toMatchObject({ userId, code: "KOPI01", kind: "RESELLER" });
  });

  it("refuses a code another agent holds, and creates no agent", async () => {
    const { engine, store } = memoryEngine();
    await givenUser(engine, "+60123450001");
    await createAgent(engine, agent("a1"), AS_TEST);
    await expect(createAgent(engine, agent("a2"), AS_TEST)).rejects.toMatchObject({ message: "code has constraint", status: 409 });
    expect(await typesOn(store, agentStreamId("a2"))).toEqual([]);
  });

  it("refuses a phone without an account, and claims nothing", async () => {
    const { engine, store } = memoryEngine();
    await expect(createAgent(engine, agent("a1", "KOPI01", "+60123450009"), AS_TEST)).rejects.toMatchObject({ message: INVALID_USER, status: 404 });
    expect(await typesOn(store, agentCodeStreamId("KOPI01"))).toEqual([]);
  });

  it("leaves no code claim when the agent itself is refused", async () => {
    const { engine, store } = memoryEngine();
    await givenUser(engine, "+60123450001");
    await createAgent(engine, agent("a1", "KOPI01"), AS_TEST);
    const before = await logLength(store);
    await expect(createAgent(engine, agent("a1", "KOPI02"), AS_TEST)).rejects.toMatchObject({ message: AGENT_EXISTS });
    expect(await logLength(store)).toBe(before);
    expect(await typesOn(store, agentCodeStreamId("KOPI02"))).toEqual([]);
  });
});
