import { describe, expect, it } from "vitest";
import { AS_OWNER, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { MEMBERS_TABLE } from "../member/members.projection";
import { loadProgramme } from "./activeProgramme";
import { editMember } from "./editMember";
import { runSeasonReset } from "./seasonReset";

const BUSINESS = "b".repeat(24);

describe("runSeasonReset", () => {
  it("moves each member the rules move, once per run even when the run is taken over", async () => {
    const world = loyaltyEngine();
    const { engine } = world;
    await givenProgramme(engine, BUSINESS, {
      type: "ReplaceLevelCycle",
      data: { levelCycle: { month: [3], rules: [{ minLevel: 1, minExp: 0, levelExpression: "level - 2", expExpression: "exp" }] } },
    });
    const high = await givenMember(engine, BUSINESS, "+60123450051");
    const zero = await givenMember(engine, BUSINESS, "+60123450052");
    await editMember(engine, { businessId: BUSINESS, memberId: high }, { level: 5, experience: 10 }, AS_OWNER);
    const scope = { engine, runStream: "loyalty-job-season-test", actor: "system:test" };
    expect(await runSeasonReset(scope, await loadProgramme(engine, BUSINESS))).toEqual({ visited: 2, served: 1, failed: 0 });
    const before = await world.eventCount();
    expect(await runSeasonReset(scope, await loadProgramme(engine, BUSINESS))).toEqual({ visited: 2, served: 0, failed: 0 });
    expect(await world.eventCount()).toBe(before);
    expect(await engine.readModels.get(MEMBERS_TABLE, high)).toMatchObject({ level: 3, experience: 10 });
    expect(await engine.readModels.get(MEMBERS_TABLE, zero)).toMatchObject({ level: 0 });
  });
});
