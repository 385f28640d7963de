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
const switchTo = (state: MenuSharingState, restaurantId: string, masterId: string) =>
  menuSharingDecider.decide({ type: "SwitchMenuMaster", data: { restaurantId, masterId, names } }, state, testContext());
const switched = (state: MenuSharingState, restaurantId: string, masterId: string): MenuSharingState => {
  const decision = switchTo(state, restaurantId, masterId);
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

  it("switches a restaurant from one master to another, or back to its own menu, in one event", () => {
    const state = after(after(menuSharingDecider.initialState, "a", ["b", "c"]), "d", []);
    const decision = switchTo(state, "b", "d");
    expect(Result.isSuccess(decision) && decision.success.map((e) => e.type)).toEqual(["MenuMasterSwitched"]);
    const moved = switched(state, "b", "d");
    expect(menuMasterOf(moved, "b")).toBe("d");
    expect(sharersOf(moved, "a")).toEqual(["c"]);
    expect(menuMasterOf(switched(moved, "b", "b"), "b")).toBe("b");
    const same = switchTo(moved, "b", "d");
    expect(Result.isSuccess(same) && same.success).toEqual([]);
  });

  it("refuses a switch with the sharing rules' messages", () => {
    const state = after(after(menuSharingDecider.initialState, "a", ["b"]), "c", []);
    const switchRefusal = (restaurantId: string, masterId: string) => {
      const decision = switchTo(state, restaurantId, masterId);
      return Result.isFailure(decision) ? decision.failure.message : null;
    };
    expect(switchRefusal("c", "x")).toBe(INVALID_RESTAURANT_ID);
    expect(switchRefusal("x", "a")).toBe(INVALID_RESTAURANT_ID);
    expect(switchRefusal("c", "b")).toBe(sharesMenuOf("B", "A"));
    expect(switchRefusal("a", "c")).toBe(masterOfOthers("A"));
    expect(switchRefusal("d", "b")).toBe(sharesMenuOf("B", "A"));
    expect(switchRefusal("b", "c")).toBeNull();
  });

  it("never forms a chain or a cycle, whatever is asked (property)", () => {
    const id = fc.constantFrom("a", "b", "c", "d");
    fc.assert(fc.property(fc.array(fc.tuple(id, fc.uniqueArray(id, { maxLength: 3 })), { maxLength: 12 }), (requests) => {
      const state = requests.reduce((s, [master, ids]) => after(s, master, ids), menuSharingDecider.initialState);
      return Object.entries(state.masterOf).every(([sharer, master]) => sharer !== master && state.masterOf[master] === undefined);
    }));
  });

  it("never forms a chain or a cycle with switches, and a switch accepted lands where asked (property)", () => {
    const id = fc.constantFrom("a", "b", "c", "d");
    const request = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), master: id, ids: fc.uniqueArray(id, { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("switch" as const), restaurant: id, master: id }),
    );
    fc.assert(fc.property(fc.array(request, { maxLength: 14 }), (requests) => {
      const state = requests.reduce((s, r) => {
        if (r.kind === "set") return after(s, r.master, r.ids);
        const next = switched(s, r.restaurant, r.master);
        const accepted = Result.isSuccess(switchTo(s, r.restaurant, r.master));
        expect(accepted ? menuMasterOf(next, r.restaurant) : next).toEqual(accepted ? r.master : s);
        return next;
      }, menuSharingDecider.initialState);
      return Object.entries(state.masterOf).every(([sharer, master]) => sharer !== master && state.masterOf[master] === undefined);
    }));
  });
});
