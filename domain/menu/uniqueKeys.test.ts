import { describe, expect, it } from "vitest";
import { constraintMessage, uniqueKeyProblem } from "./uniqueKeys";
import { item, menuOf } from "./menuTestItems";

const menu = menuOf({
  product: [{ id: "p1", name: "Latte", code: "C01" }, { id: "p2", name: "Mocha", code: "" }],
  sku: [{ id: "k1", name: "Beans", code: "SKU-1" }, { id: "k2", name: "Milk", code: "" }],
  category: [{ id: "c1", name: "Coffee" }],
});

describe("unique keys", () => {
  it("names the key that is taken", () => {
    expect(constraintMessage("code")).toBe("code has constraint");
  });

  it("refuses a created id already in the module, not in another module", () => {
    expect(uniqueKeyProblem(menu, "category", item("category", { id: "c1", name: "Tea" }), "create")).toBe("id has constraint");
    expect(uniqueKeyProblem(menu, "category", item("category", { id: "p1", name: "Tea" }), "create")).toBeNull();
    expect(uniqueKeyProblem(menu, "category", item("category", { id: "c1", name: "Tea" }), "update")).toBeNull();
  });

  it("keeps product names unique ignoring case and spaces, except against itself", () => {
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p3", name: "lAtTe" }), "create")).toBe("name has constraint");
    expect(uniqueKeyProblem(menu, "product", { ...item("product", { id: "p3", name: "x" }), name: " latte " }, "create")).toBe("name has constraint");
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p1", name: "LATTE", code: "C01" }), "update")).toBeNull();
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p2", name: "Latte" }), "update")).toBe("name has constraint");
  });

  it("keeps non-empty product and SKU codes unique within their module", () => {
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p3", name: "Tea", code: "C01" }), "create")).toBe("code has constraint");
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p3", name: "Tea", code: "" }), "create")).toBeNull();
    expect(uniqueKeyProblem(menu, "product", item("product", { id: "p3", name: "Tea", code: "SKU-1" }), "create")).toBeNull();
    expect(uniqueKeyProblem(menu, "sku", item("sku", { id: "k3", name: "Sugar", code: "SKU-1" }), "create")).toBe("code has constraint");
    expect(uniqueKeyProblem(menu, "sku", item("sku", { id: "k3", name: "Sugar", code: "" }), "create")).toBeNull();
    expect(uniqueKeyProblem(menu, "sku", item("sku", { id: "k1", name: "Beans", code: "SKU-1" }), "update")).toBeNull();
    expect(uniqueKeyProblem(menu, "sku", item("sku", { id: "k2", name: "Milk", code: "SKU-1" }), "update")).toBe("code has constraint");
    expect(uniqueKeyProblem(menu, "sku", item("sku", { id: "k3", name: "Latte", code: "C01" }), "create")).toBeNull();
  });
});
