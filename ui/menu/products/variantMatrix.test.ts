import { describe, expect, it } from "vitest";
import { item } from "../../../domain/menu/menuTestItems";
import { combinationRows, matrixOf } from "./variantMatrix";

const size = item("variant", { id: "v1", name: "Size", options: [{ id: "s", name: "Small" }, { id: "l", name: "Large" }] });
const temp = item("variant", { id: "v2", name: "Temperature", options: [{ id: "h", name: "Hot" }, { id: "i", name: "Iced" }] });

describe("the variant-combination matrix", () => {
  it("has one row per combination of one option of each variant", () => {
    expect(combinationRows([size, temp])).toEqual([
      { key: "s_h", label: "Small / Hot" }, { key: "s_i", label: "Small / Iced" },
      { key: "l_h", label: "Large / Hot" }, { key: "l_i", label: "Large / Iced" },
    ]);
    expect(combinationRows([])).toEqual([]);
  });

  it("keeps a combination's suffix, price and active flag, and starts new ones at the product's price", () => {
    const latte = item("product", {
      id: "p1", name: "Latte", code: "LT", price: { amount: 900, precision: 2, currency: "MYR" },
      variantCombination: [{ combinationKey: "l", codeSuffix: "-L", price: { amount: 1100, precision: 2, currency: "MYR" }, active: false }],
    });
    expect(matrixOf(latte, [size])).toEqual([
      { combinationKey: "s", active: true, codeSuffix: "", code: "LT", price: { amount: 900, precision: 2, currency: "MYR" } },
      { combinationKey: "l", active: false, codeSuffix: "-L", code: "LT-L", price: { amount: 1100, precision: 2, currency: "MYR" } },
    ]);
  });
});
