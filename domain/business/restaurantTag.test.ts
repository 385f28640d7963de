import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { type RestaurantTagCommand, type RestaurantTagEvent, TAG_NOT_FOUND, restaurantTagDecider } from "./restaurantTag";

const R1 = "64b7f0c2a1b2c3d4e5f60001";
const R2 = "64b7f0c2a1b2c3d4e5f60002";
const created: RestaurantTagEvent = { type: "RestaurantTagCreated", data: { name: "Halal", createdAt: "2026-11-25T10:00:00.000Z" } };

const given = (...events: RestaurantTagEvent[]) => events.reduce(restaurantTagDecider.evolve, restaurantTagDecider.initialState);
const when = (state: ReturnType<typeof given>, command: RestaurantTagCommand) => restaurantTagDecider.decide(command, state, testContext());
const events = (decision: ReturnType<typeof when>) => (Result.isSuccess(decision) ? decision.success : decision.failure.message);

describe("the restaurant tag", () => {
  it("is created once", () => {
    expect(events(when(given(), { type: "CreateTag", data: { name: "Halal" } }))).toEqual([{ type: "RestaurantTagCreated", data: { name: "Halal", createdAt: expect.any(String) } }]);
    expect(events(when(given(created), { type: "CreateTag", data: { name: "Halal" } }))).toBe("Tag name already exists");
  });

  it("is renamed, and a rename to its own name records nothing", () => {
    expect(events(when(given(created), { type: "RenameTag", data: { name: "Halal certified" } }))).toEqual([{ type: "RestaurantTagRenamed", data: { name: "Halal certified" } }]);
    expect(events(when(given(created), { type: "RenameTag", data: { name: "Halal" } }))).toEqual([]);
  });

  it("replaces its restaurants with the difference: removed then added", () => {
    const tagged = given(created, { type: "RestaurantTagged", data: { restaurantId: R1 } });
    expect(events(when(tagged, { type: "SetTagRestaurants", data: { restaurantIds: [R2, R2] } }))).toEqual([
      { type: "RestaurantUntagged", data: { restaurantId: R1 } },
      { type: "RestaurantTagged", data: { restaurantId: R2 } },
    ]);
    expect(events(when(tagged, { type: "SetTagRestaurants", data: { restaurantIds: [R1] } }))).toEqual([]);
  });

  it("refuses every change once deleted, or before it exists", () => {
    const deleted = given(created, { type: "RestaurantTagDeleted", data: {} });
    for (const state of [given(), deleted]) {
      expect(events(when(state, { type: "RenameTag", data: { name: "X" } }))).toBe(TAG_NOT_FOUND);
      expect(events(when(state, { type: "DeleteTag", data: {} }))).toBe(TAG_NOT_FOUND);
      expect(events(when(state, { type: "SetTagRestaurants", data: { restaurantIds: [] } }))).toBe(TAG_NOT_FOUND);
    }
  });

  it("refuses a stale revision", () => {
    expect(events(when(given(created), { type: "RenameTag", data: { name: "X", rev: 5 } }))).toBe(CONFLICT_MESSAGE);
  });
});
