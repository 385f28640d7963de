import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { INVALID_RESTAURANT_ID, OWN_MENU, type MenuSharingState, masterOfOthers, menuMasterOf, menuSharingDecider, sharesMenuOf, sharersOf } from "./menuSharing";

const names = { a: "A", b: "B", c: "C", d: "D" };
const set = (state: MenuSharingState, masterId: string, restaurantIds: ReadonlyArray<string>) =>
  menuSharingDecider.decide({ type: "SetMenuSharing", data: { masterId, restaurantIds, names } }, state, testContext());
const after = (state: MenuSharingState, masterId: string, restaurantIds: ReadonlyArray<string>): MenuSharingState => {
  const decision = set(state, masterId, restaurantIds);
  return Result.isSuccess(decision) ? decision.success.reduce(menuSharingDecider.evolve, state) : state;
};
const refusal = (state: MenuSharingState, masterId: string, restaurantIds: ReadonlyArray<string>) => {
  const decision = set(state, masterId, restaurantIds);
  return Result.isFailure(decision) ? decision.failure.message : null;
};

describe("menu sharing", () => {
  it("resolves a sharing restaurant to its master and the others to themselves", () => {
    const state = after(menuSharingDecider.initialState, "a", ["b", "c"]);
    expect(menuMasterOf(state, "b")).toBe("a");
    expect(menuMasterOf(state, "a")).toBe("a");
    expect(menuMasterOf(state, "d")).toBe("d");
    expect(sharersOf(state, "a")).toEqual(["b", "c"]);
    expect(sharersOf(after(state, "a", ["c"]), "a")).toEqual(["c"]);
  });

  it("refuses another business, itself, a chain and a master of others", () => {
    const state = after(menuSharingDecider.initialState, "a", ["b"]);
    expect(refusal(state, "a", ["x"])).toBe(INVALID_RESTAURANT_ID);
    expect(refusal(state, "a", ["a"])).toBe(OWN_MENU);
    expect(refusal(state, "b", ["c"])).toBe(sharesMenuOf("B", "A"));
    expect(refusal(state, "c", ["b"])).toBe(sharesMenuOf("B", "A"));
    expect(refusal(state, "c", ["a"])).toBe(masterOfOthers("A"));
    expect(refusal(state, "b", [])).toBeNull();
  });

  it("never forms a chain or a cycle, whatever is asked (property)", () => {
    const id = fc.constantFrom("a", "b", "c", "d");
    fc.assert(fc.property(fc.array(fc.tuple(id, fc.uniqueArray(id, { maxLength: 3 })), { maxLength: 12 }), (requests) => {
      const state = requests.reduce((s, [master, ids]) => after(s, master, ids), menuSharingDecider.initialState);
      return Object.entries(state.masterOf).every(([sharer, master]) => sharer !== master && state.masterOf[master] === undefined);
    }));
  });
});
