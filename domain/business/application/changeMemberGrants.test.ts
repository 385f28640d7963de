import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser } from "../../../tests/support/givenBusiness";
import { PERMISSION_RECORDS_TABLE } from "../../auth/permissions";
import { permissionRecordKey } from "../permissionRecords.projection";
import { MEMBER_NOT_FOUND } from "../team";
import { changeMemberGrants } from "./changeMemberGrants";
import { inviteTeamMember } from "./inviteTeamMember";

describe("changeMemberGrants", () => {
  it("replaces what a member may do", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await givenUser(engine, "+60123450002", "Daniel");
    const userId = await inviteTeamMember(engine, { businessId, phoneNumber: "+60123450002", grants: [] }, AS_TEST);
    await changeMemberGrants(engine, { businessId, userId, grants: [{ action: "manage", subject: "Menu" }] }, AS_TEST);
    expect(await engine.readModels.get(PERMISSION_RECORDS_TABLE, permissionRecordKey(userId, businessId))).toMatchObject({
      grants: [{ action: "manage", subject: "Menu" }],
    });
  });

  it("refuses someone who is not a member", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await expect(changeMemberGrants(engine, { businessId, userId: "u9", grants: [] }, AS_TEST)).rejects.toMatchObject({ message: MEMBER_NOT_FOUND, status: 404 });
  });
});
