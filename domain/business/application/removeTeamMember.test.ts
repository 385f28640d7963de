import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser } from "../../../tests/support/givenBusiness";
import { PERMISSION_RECORDS_TABLE } from "../../auth/permissions";
import { permissionRecordKey } from "../permissionRecords.projection";
import { MEMBER_NOT_FOUND } from "../team";
import { inviteTeamMember } from "./inviteTeamMember";
import { removeTeamMember } from "./removeTeamMember";

describe("removeTeamMember", () => {
  it("takes the member off the team: their record is gone", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await givenUser(engine, "+60123450002", "Daniel");
    const userId = await inviteTeamMember(engine, { businessId, phoneNumber: "+60123450002", grants: [] }, AS_TEST);
    await removeTeamMember(engine, { businessId, userId }, AS_TEST);
    expect(await engine.readModels.get(PERMISSION_RECORDS_TABLE, permissionRecordKey(userId, businessId))).toBeUndefined();
  });

  it("refuses someone who is not a member", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await expect(removeTeamMember(engine, { businessId, userId: "u9" }, AS_TEST)).rejects.toMatchObject({ message: MEMBER_NOT_FOUND });
  });
});
