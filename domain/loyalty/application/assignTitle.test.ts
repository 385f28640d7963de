import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { MEMBERS_TABLE } from "../member/members.projection";
import { loadProgramme } from "./activeProgramme";
import { assignTitle } from "./assignTitle";

const BUSINESS = "b".repeat(24);
let world: LoyaltyEngine;
let titleId: string;

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS, { type: "ReplaceTitles", data: { titles: [{ name: "VIP", icon: "crown" }] } });
  titleId = (await loadProgramme(world.engine, BUSINESS)).titles[0]!.id;
});

describe("assignTitle", () => {
  it("gives every named member the title, once each", async () => {
    const a = await givenMember(world.engine, BUSINESS, "+60123450011");
    const b = await givenMember(world.engine, BUSINESS, "+60123450012");
    expect(await assignTitle(world.engine, BUSINESS, { memberIds: [a, b, a], titleId, days: 3 }, AS_OWNER)).toEqual({ titleId, updated: 2 });
    for (const id of [a, b]) expect((await world.engine.readModels.get(MEMBERS_TABLE, id))?.titles).toMatchObject([{ id: titleId }]);
  });

  it("changes no member when one of them is unknown, or the title is not the programme's", async () => {
    const a = await givenMember(world.engine, BUSINESS, "+60123450013");
    const before = await world.eventCount();
    await expect(assignTitle(world.engine, BUSINESS, { memberIds: [a, "0".repeat(24)], titleId, days: 1 }, AS_OWNER)).rejects.toMatchObject({
      message: "Member not found", status: 404,
    });
    await expect(assignTitle(world.engine, BUSINESS, { memberIds: [a], titleId: "nope", days: 1 }, AS_OWNER)).rejects.toMatchObject({
      message: "Title not found", status: 400,
    });
    expect(await world.eventCount()).toBe(before);
  });
});
