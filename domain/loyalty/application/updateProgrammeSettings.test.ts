import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { membershipUrlClaim, membershipUrlStreamId } from "../programme/membershipUrl";
import { loadProgramme } from "./activeProgramme";
import { setUpProgramme } from "./setUpProgramme";
import { updateProgrammeSettings } from "./updateProgrammeSettings";

const A = "a".repeat(24);
const B = "b".repeat(24);
let world: LoyaltyEngine;

beforeEach(async () => {
  world = loyaltyEngine();
  await setUpProgramme(world.engine, A, { url: "kopi-rewards" }, AS_OWNER);
  await setUpProgramme(world.engine, B, { url: "teh-rewards" }, AS_OWNER);
});

const holderOf = async (slug: string) => (await world.engine.runner.load(membershipUrlClaim, membershipUrlStreamId(slug))).state.ownerId;

describe("updateProgrammeSettings", () => {
  it("moves the URL: the new one claimed, the old one released, with the settings", async () => {
    await updateProgrammeSettings(world.engine, A, { name: "Renamed", url: "kopi-club" }, undefined, AS_OWNER);
    expect(await loadProgramme(world.engine, A)).toMatchObject({ name: "Renamed", url: "kopi-club" });
    expect(await holderOf("kopi-club")).toBe(A);
    expect(await holderOf("kopi-rewards")).toBeNull();
  });

  it("releases the URL when set to null", async () => {
    await updateProgrammeSettings(world.engine, A, { url: null }, undefined, AS_OWNER);
    expect(await holderOf("kopi-rewards")).toBeNull();
  });

  it("writes nothing when the new URL is another programme's, or the revision is stale", async () => {
    const before = await world.eventCount();
    await expect(updateProgrammeSettings(world.engine, A, { name: "X", url: "teh-rewards" }, undefined, AS_OWNER)).rejects.toMatchObject({ status: 409 });
    await expect(updateProgrammeSettings(world.engine, A, { url: "kopi-club" }, 0, AS_OWNER)).rejects.toMatchObject({ status: 409 });
    expect(await world.eventCount()).toBe(before);
    expect(await holderOf("kopi-rewards")).toBe(A);
    expect(await holderOf("kopi-club")).toBeNull();
  });
});
