// The walk over a business's members: every member of the business once, newest first, ties (members who joined
// in the same instant) kept apart by id, pages after the last key; other businesses never.
import { describe, expect, it } from "vitest";
import { givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { memberPages } from "./memberPages";

describe("memberPages", () => {
  it("walks every member once, newest first, a page at a time", async () => {
    const world = loyaltyEngine();
    await givenProgramme(world.engine, "b1");
    await givenProgramme(world.engine, "b2");
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Two members join in each instant: ties must still page exactly once each.
      if (i % 2 === 0) world.clock.now = world.clock.now.add({ minutes: 1 });
      ids.push(await givenMember(world.engine, "b1", `+6012300000${i}`));
    }
    await givenMember(world.engine, "b2", "+60123009999");
    const pages: string[][] = [];
    for await (const page of memberPages(world.engine.readModels, "b1", 3)) pages.push(page.map((row) => String(row.id)));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    const walked = pages.flat();
    expect(new Set(walked)).toEqual(new Set(ids));
    const joinedKeys = await Promise.all(walked.map(async (id) => {
      const row = await world.engine.readModels.get("members", id);
      return `${String(row?.joinedAt)}|${id}`;
    }));
    expect(joinedKeys).toEqual([...joinedKeys].sort().reverse());
  });
});
