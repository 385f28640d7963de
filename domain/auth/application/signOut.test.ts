import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { givenUser } from "../../../tests/support/givenBusiness";
import { userDecider, userStreamId } from "../user";
import { signOut } from "./signOut";

describe("signOut", () => {
  it("moves the user's session cut-off to now, so earlier tokens stop working", async () => {
    const { engine } = memoryEngine("2026-11-25T10:00:00Z");
    const userId = await givenUser(engine, "+60123450001");
    await signOut(engine, userId, { actor: userId });
    const { state } = await engine.runner.load(userDecider, userStreamId(userId));
    expect(state).toMatchObject({ tokensNotBefore: "2026-11-25T10:00:00.000Z" });
  });
});
