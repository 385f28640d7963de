import { describe, expect, it } from "vitest";
import type { MenuProductEntry } from "../../ports/menuPort";
import { entryDetail, isPicked, pickedLabel, toggleEntry } from "./productPicks";

const entry = (kind: MenuProductEntry["kind"], id: string, productIds: ReadonlyArray<string>, code: string | null = null): MenuProductEntry => ({
  kind, id, name: id, code, restaurantId: "r1", restaurantName: "Bangsar", productIds,
});

describe("product picks", () => {
  it("adds a category's products once and removes them all when it is unticked", () => {
    const drinks = entry("category", "drinks", ["kopi", "teh"]);
    expect(toggleEntry(drinks, ["toast", "kopi"])).toEqual(["toast", "kopi", "teh"]);
    expect(isPicked(drinks, ["toast", "kopi", "teh"])).toBe(true);
    expect(toggleEntry(drinks, ["toast", "kopi", "teh"])).toEqual(["toast"]);
    expect(isPicked(entry("category", "empty", []), [])).toBe(false);
  });

  it("ticks and unticks a product", () => {
    const kopi = entry("product", "kopi", ["kopi"]);
    expect(toggleEntry(kopi, [])).toEqual(["kopi"]);
    expect(toggleEntry(kopi, ["kopi"])).toEqual([]);
  });

  it("names a picked id, says an id no menu knows is unknown, and shows an id not asked yet as itself", () => {
    const lookup = { phase: "ready", asked: new Set(["kopi", "gone"]), names: new Map([["kopi", "Kopi O"]]) } as const;
    expect(pickedLabel("kopi", lookup)).toBe("Kopi O");
    expect(pickedLabel("gone", lookup)).toBe("Unknown product gone");
    expect(pickedLabel("new", lookup)).toBe("new");
    expect(pickedLabel("kopi", { phase: "loading" })).toBe("kopi");
  });

  it("describes an entry by kind, restaurant and code", () => {
    expect(entryDetail(entry("product", "kopi", ["kopi"], "K01"))).toBe("Product · Bangsar · K01");
    expect(entryDetail(entry("category", "drinks", ["kopi"]))).toBe("Category · 1 product · Bangsar");
  });
});
