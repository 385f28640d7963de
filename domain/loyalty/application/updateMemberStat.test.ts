import { describe, expect, it } from "vitest";
import { AS_OWNER, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { MEMBERS_TABLE } from "../member/members.projection";
import { updateMemberStat } from "./updateMemberStat";

const BUSINESS = "b".repeat(24);

describe("updateMemberStat", () => {
  it("sets the member's visit figures as the portal writes them", async () => {
    const { engine } = loyaltyEngine();
    await givenProgramme(engine, BUSINESS);
    const memberId = await givenMember(engine, BUSINESS, "+60123450004");
    const stat = { visitCount: 4, lastVisit: "2026-03-01T10:00:00Z", avgBillSize: 12, avgVisitFrequency: 7 };
    await updateMemberStat(engine, { businessId: BUSINESS, memberId }, { stat, totalSpent: 48 }, AS_OWNER);
    expect(await engine.readModels.get(MEMBERS_TABLE, memberId)).toMatchObject({ visitCount: 4, lastVisit: "2026-03-01T10:00:00Z", totalSpentAmount: 48 });
  });
});
