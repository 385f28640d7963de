import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { membershipUrlClaim, membershipUrlStreamId } from "../programme/membershipUrl";
import { loadProgramme } from "./activeProgramme";
import { setUpProgramme } from "./setUpProgramme";

const A = "a".repeat(24);
const B = "b".repeat(24);
let world: LoyaltyEngine;

beforeEach(() => {
  world = loyaltyEngine();
});

const holderOf = async (slug: string) => (await world.engine.runner.load(membershipUrlClaim, membershipUrlStreamId(slug))).state.ownerId;

describe("setUpProgramme", () => {
  it("creates the programme and claims its membership URL together", async () => {
    await setUpProgramme(world.engine, A, { name: "Kopi Rewards", url: "kopi-rewards" }, AS_OWNER);
    expect(await loadProgramme(world.engine, A)).toMatchObject({ name: "Kopi Rewards", url: "kopi-rewards" });
    expect(await holderOf("kopi-rewards")).toBe(A);
  });

  it("writes nothing when another programme holds the URL", async () => {
    await setUpProgramme(world.engine, A, { url: "kopi-rewards" }, AS_OWNER);
    const before = await world.eventCount();
    await expect(setUpProgramme(world.engine, B, { url: "kopi-rewards" }, AS_OWNER)).rejects.toMatchObject({ message: "url has constraint", status: 409 });
    expect(await world.eventCount()).toBe(before);
    await expect(loadProgramme(world.engine, B)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a second setup and leaves the first one's URL held and no new one claimed", async () => {
    await setUpProgramme(world.engine, A, { url: "kopi-rewards" }, AS_OWNER);
    await expect(setUpProgramme(world.engine, A, { url: "other-rewards" }, AS_OWNER)).rejects.toMatchObject({ message: "Membership already exists", status: 409 });
    expect(await holderOf("kopi-rewards")).toBe(A);
    expect(await holderOf("other-rewards")).toBeNull();
  });

  it("refuses activation restaurants that are not the business's", async () => {
    await expect(setUpProgramme(world.engine, A, { targetRestaurant: ["r".repeat(24)] }, AS_OWNER)).rejects.toMatchObject({
      message: "Invalid restaurant", path: ["targetRestaurant", 0],
    });
    expect(await world.eventCount()).toBe(0);
  });
});
