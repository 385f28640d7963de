import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { MEMBERS_TABLE } from "../member/members.projection";
import { loadProgramme } from "./activeProgramme";
import { editMember } from "./editMember";

const BUSINESS = "b".repeat(24);
let world: LoyaltyEngine;
let ref: { businessId: string; memberId: string };

beforeEach(async () => {
  world = loyaltyEngine();
  await givenProgramme(world.engine, BUSINESS, { type: "ReplaceTitles", data: { titles: [{ name: "VIP", icon: "crown" }] } });
  ref = { businessId: BUSINESS, memberId: await givenMember(world.engine, BUSINESS, "+60123450003") };
});

describe("editMember", () => {
  it("sets level, experience, card number and a title the programme has", async () => {
    const titleId = (await loadProgramme(world.engine, BUSINESS)).titles[0]!.id;
    await editMember(world.engine, ref, { level: 3, experience: 10, cardNo: " K-9 ", titles: [{ id: titleId, days: 2 }] }, AS_OWNER);
    expect(await world.engine.readModels.get(MEMBERS_TABLE, ref.memberId)).toMatchObject({
      level: 3, experience: 10, cardNo: "K-9", titles: [{ id: titleId, expiredAt: "2026-03-12T15:59:59.999Z" }],
    });
  });

  it("refuses experience beyond the level's cap and a stale revision, writing nothing", async () => {
    const before = await world.eventCount();
    await expect(editMember(world.engine, ref, { level: 0, experience: 100_000 }, AS_OWNER)).rejects.toMatchObject({ status: 400 });
    await expect(editMember(world.engine, ref, { level: 1, experience: 0, _rev: 0 }, AS_OWNER)).rejects.toMatchObject({ status: 409 });
    expect(await world.eventCount()).toBe(before);
  });
});
