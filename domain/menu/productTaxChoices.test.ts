import { describe, expect, it } from "vitest";
import { productTaxChoices } from "./productTaxChoices";

const sst = { systemCode: "MY_SST", rate: { amount: 600, precision: 4 } };

describe("productTaxChoices", () => {
  it("offers the restaurant's charged taxes with their rates", () => {
    expect(productTaxChoices([sst], [])).toEqual([{ id: "MY_SST", name: "Malaysia SST 6%" }]);
  });

  it("offers every tax system when the restaurant charges none or cannot be read", () => {
    expect(productTaxChoices([], []).map((c) => c.id)).toContain("SG_GST");
    expect(productTaxChoices(null, []).find((c) => c.id === "MY_SST")?.name).toBe("Malaysia SST");
  });

  it("names a stored code the restaurant no longer charges, and an unknown one as unknown", () => {
    expect(productTaxChoices([sst], ["SG_GST", "T9"])).toEqual([
      { id: "MY_SST", name: "Malaysia SST 6%" },
      { id: "SG_GST", name: "Singapore GST" },
      { id: "T9", name: "Unknown tax T9" },
    ]);
  });

  it("offers a system charged twice once", () => {
    expect(productTaxChoices([sst, sst], [])).toHaveLength(1);
  });
});
