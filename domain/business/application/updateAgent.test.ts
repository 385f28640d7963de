import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenUser } from "../../../tests/support/givenBusiness";
import { AGENT_NOT_FOUND } from "../agent";
import { AGENTS_TABLE } from "../agents.projection";
import { createAgent } from "./createAgent";
import { updateAgent } from "./updateAgent";

describe("updateAgent", () => {
  it("renames the agent and changes its kind, keeping its code", async () => {
    const { engine } = memoryEngine();
    await givenUser(engine, "+60123450001");
    await createAgent(engine, { agentId: "a1", phoneNumber: "+60123450001", name: "Kopi Resellers", code: "KOPI01", kind: "RESELLER" }, AS_TEST);
    await updateAgent(engine, { agentId: "a1", name: "Kopi Dealers", kind: "DEALER", rev: 1 }, AS_TEST);
    expect(await engine.readModels.get(AGENTS_TABLE, "a1")).toMatchObject({ name: "Kopi Dealers", kind: "DEALER", code: "KOPI01" });
  });

  it("refuses an agent that does not exist", async () => {
    const { engine } = memoryEngine();
    await expect(updateAgent(engine, { agentId: "a9", name: "X", kind: "DEALER", rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: AGENT_NOT_FOUND, status: 404 });
  });
});
