import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength } from "../../../tests/support/givenBusiness";
import { PERMISSION_RECORDS_TABLE } from "../../auth/permissions";
import { INVALID_USER } from "../../auth/user";
import { permissionRecordKey } from "../permissionRecords.projection";
import { ALREADY_MEMBER } from "../team";
import { inviteTeamMember } from "./inviteTeamMember";

const grants = [{ action: "read" as const, subject: "Restaurant" as const }];

describe("inviteTeamMember", () => {
  it("invites the user holding the phone and answers their id", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const staffId = await givenUser(engine, "+60123450002", "Daniel");
    expect(await inviteTeamMember(engine, { businessId, phoneNumber: "+60123450002", grants }, AS_TEST)).toBe(staffId);
    expect(await engine.readModels.get(PERMISSION_RECORDS_TABLE, permissionRecordKey(staffId, businessId))).toMatchObject({ owner: false, grants });
  });

  it("refuses a phone without an account, and writes nothing", async () => {
    const { engine, store } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const before = await logLength(store);
    await expect(inviteTeamMember(engine, { businessId, phoneNumber: "+60123450009", grants }, AS_TEST)).rejects.toMatchObject({ message: INVALID_USER, status: 404 });
    expect(await logLength(store)).toBe(before);
  });

  it("refuses the owner", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await expect(inviteTeamMember(engine, { businessId, phoneNumber: "+60123450001", grants }, AS_TEST)).rejects.toMatchObject({ message: ALREADY_MEMBER });
  });
});
