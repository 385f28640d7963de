import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { givenUser } from "../../../tests/support/givenBusiness";
import { INVALID_USER } from "../user";
import { ownerOfPhone, userOfPhone } from "./phoneOwner";

describe("phoneOwner", () => {
  it("finds the user holding a phone, through the runner or a unit", async () => {
    const { engine } = memoryEngine();
    const userId = await givenUser(engine, "+60123450001");
    expect(await ownerOfPhone(engine.runner, "+60123450001")).toBe(userId);
    const { value } = await engine.runner.transact((unit) => userOfPhone(unit, "+60123450001"), { actor: "test" });
    expect(value).toBe(userId);
  });

  it("answers null for a free phone, and 'Invalid user' when one is required", async () => {
    const { engine } = memoryEngine();
    expect(await ownerOfPhone(engine.runner, "+60123450001")).toBeNull();
    await expect(userOfPhone(engine.runner, "+60123450001")).rejects.toMatchObject({ message: INVALID_USER, status: 404 });
  });
});
