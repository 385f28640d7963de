import { describe, expect, it } from "vitest";
import type { MenuSharingView } from "../../ports/menuSharingPort";
import { otherRestaurants, sharersOf } from "./sharingChanges";

const group = (restaurantId: string, masterId: string, sharing: ReadonlyArray<string>, others: ReadonlyArray<string>): MenuSharingView => ({
  _rev: 4,
  restaurantId,
  masterRestaurantId: masterId,
  restaurants: [masterId, ...sharing].map((id) => ({ id, name: id.toUpperCase(), role: id === masterId ? "MASTER" : "SHARING", fixMasterMenuStock: false })),
  others: others.map((id) => ({ id, name: id.toUpperCase() })),
});

describe("what the sharing page reads from a view", () => {
  it("names the sharers of the view's master only", () => {
    expect(sharersOf(group("a", "a", ["b", "c"], []), "a")).toEqual(["b", "c"]);
  });

  it("lists the business's other restaurants by name", () => {
    expect(otherRestaurants(group("b", "a", ["b"], ["c"])).map((r) => r.id)).toEqual(["a", "c"]);
    expect(sharersOf(group("b", "a", ["b"], []), "b")).toEqual([]);
  });
});
