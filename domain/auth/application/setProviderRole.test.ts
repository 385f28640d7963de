import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenUser, typesOn } from "../../../tests/support/givenBusiness";
import { userStreamId } from "../user";
import { setProviderRole } from "./setProviderRole";

describe("setProviderRole", () => {
  it("gives exactly the role asked, and null removes it", async () => {
    const { engine, store } = memoryEngine();
    const userId = await givenUser(engine, "+60123450001");
    expect(await setProviderRole(engine, { phoneNumber: "+60123450001", role: "staff" }, AS_TEST)).toBe(userId);
    await setProviderRole(engine, { phoneNumber: "+60123450001", role: "admin" }, AS_TEST);
    await setProviderRole(engine, { phoneNumber: "+60123450001", role: null }, AS_TEST);
    expect((await typesOn(store, userStreamId(userId))).slice(1)).toEqual(["RoleGranted", "RoleGranted", "RoleRevoked", "RoleRevoked"]);
  });

  it("refuses a phone without an account", async () => {
    const { engine } = memoryEngine();
    await expect(setProviderRole(engine, { phoneNumber: "+60123450009", role: "staff" }, AS_TEST)).rejects.toMatchObject({ message: "Invalid user", status: 404 });
  });
});
