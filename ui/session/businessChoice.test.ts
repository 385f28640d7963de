// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keepBusinessId, keptBusinessId, landingBusiness } from "./businessChoice";

describe("the kept business choice", () => {
  afterEach(() => window.localStorage.clear());

  it("is kept per user", () => {
    keepBusinessId("u1", "b2");
    keepBusinessId("u2", "b9");
    expect(keptBusinessId("u1")).toBe("b2");
    expect(keptBusinessId("u2")).toBe("b9");
    expect(keptBusinessId("u3")).toBeNull();
  });

  it("lands on the kept business the user still holds, else the first", () => {
    const businesses = [{ id: "b1" }, { id: "b2" }];
    expect(landingBusiness(businesses, "b2")).toEqual({ id: "b2" });
    expect(landingBusiness(businesses, "gone")).toEqual({ id: "b1" });
    expect(landingBusiness(businesses, null)).toEqual({ id: "b1" });
    expect(landingBusiness([], "b2")).toBeUndefined();
  });
});
