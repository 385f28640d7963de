import { describe, expect, it } from "vitest";
import type { GrabCampaign } from "../../domain/delivery/grabCampaign";
import { blankCampaign, campaignErrors, campaignInputOf, draftOf } from "./campaignDraft";

const ZONE = "Asia/Kuala_Lumpur";
const valid = { ...blankCampaign("2026-12-01"), name: "RM5 off", value: 5 };

describe("the Grab campaign draft", () => {
  it("sends local times as instants in the business's zone", () => {
    const input = campaignInputOf(valid, "M1", ZONE);
    expect(input?.conditions.startTime).toBe("2026-11-30T16:00:00Z");
    expect(input?.discount).toEqual({ type: "net", value: 5, scope: { type: "order" } });
  });

  it("puts each message on the field that fixes it", () => {
    expect(campaignErrors({ ...valid, name: " " }, "M1", ZONE)).toEqual({ name: "Campaign name is required" });
    expect(campaignErrors({ ...valid, value: null }, "M1", ZONE)).toEqual({ value: "Discount value is required" });
    expect(campaignErrors({ ...valid, end: "2026-11-30T10:00" }, "M1", ZONE)).toEqual({ end: "End time must be after start time" });
    expect(campaignErrors({ ...valid, scopeType: "items" }, "M1", ZONE)).toEqual({ items: "Pick at least one item" });
    expect(campaignErrors({ ...valid, end: "" }, "M1", ZONE).end).toBe("End time is required");
    expect(campaignErrors({ ...valid, discountType: "percentage", value: 120 }, "M1", ZONE)).toEqual({ value: "Percentage must be between 0 and 100" });
  });

  it("reads a listed campaign back into the same draft", () => {
    const input = campaignInputOf({ ...valid, scopeType: "items", itemIds: ["p1"], totalCount: 10 }, "M1", ZONE);
    if (input === null) throw new Error("valid");
    const listed: GrabCampaign = { ...input, id: "c1", createdBy: "Partner" };
    expect(draftOf(listed, ZONE)).toEqual({ ...valid, scopeType: "items", itemIds: ["p1"], totalCount: 10 });
  });
});
