import { describe, expect, it } from "vitest";
import type { MenuSharingView } from "../../ports/menuSharingPort";
import { otherRestaurants, sharersOf, startSharing, stopSharing } from "./sharingChanges";

const group = (restaurantId: string, masterId: string, sharing: ReadonlyArray<string>, others: ReadonlyArray<string>): MenuSharingView => ({
  _rev: 4,
  restaurantId,
  masterRestaurantId: masterId,
  restaurants: [masterId, ...sharing].map((id) => ({ id, name: id.toUpperCase(), role: id === masterId ? "MASTER" : "SHARING", fixMasterMenuStock: false })),
  others: others.map((id) => ({ id, name: id.toUpperCase() })),
});

describe("the writes of menu sharing", () => {
  it("stops sharing by taking the restaurant out of its master's list", () => {
    expect(stopSharing(group("b", "a", ["b", "c"], []))).toEqual({ masterId: "a", restaurantIds: ["c"] });
  });

  it("has nothing to stop for a restaurant using its own menu", () => {
    expect(stopSharing(group("a", "a", ["b"], []))).toBeNull();
  });

  it("shares a master's menu by joining its list", () => {
    expect(startSharing(group("d", "d", [], ["a"]), group("a", "a", ["b"], ["d"]))).toEqual({ masterId: "a", restaurantIds: ["b", "d"] });
  });

  it("asks a sharing restaurant to become a master with only this one (the server refuses the chain)", () => {
    expect(startSharing(group("d", "d", [], []), group("b", "a", ["b"], []))).toEqual({ masterId: "b", restaurantIds: ["d"] });
  });

  it("lists the business's other restaurants by name", () => {
    expect(otherRestaurants(group("b", "a", ["b"], ["c"])).map((r) => r.id)).toEqual(["a", "c"]);
    expect(sharersOf(group("b", "a", ["b"], []), "b")).toEqual([]);
  });
});
