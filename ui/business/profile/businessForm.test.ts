import { describe, expect, it } from "vitest";
import type { Business } from "../../ports/businessPort";
import { EMPTY_BUSINESS_FORM, adminBodyOf, businessFormOf, checkBusinessProfile, checkNewBusiness, newBusinessBodyOf } from "./businessForm";

const business: Business = {
  id: "b1",
  name: "Kopi Corner",
  thumbnail: null,
  url: "kopi-corner",
  createdAt: "2026-01-05T08:00:00.000Z",
  agentId: null,
  menuVersion: "v3",
  ownerId: "u1",
  quota: { restaurants: 5 },
  pf_agent: { agentId: null, isReseller: false },
  company: null,
  restaurantCount: 0,
  _rev: 4,
};

describe("the business form", () => {
  it("asks for a name", () => {
    expect(checkNewBusiness({ ...EMPTY_BUSINESS_FORM, name: "   " })).toEqual({ name: "Name is required" });
  });

  it("checks the URL slug with the spec's messages, and lets it stay empty", () => {
    const named = { ...EMPTY_BUSINESS_FORM, name: "Kopi" };
    expect(checkNewBusiness({ ...named, url: "kopi" })).toEqual({ url: "Invalid URL, should be more than 6 characters" });
    expect(checkNewBusiness({ ...named, url: "Kopi-Corner" })).toEqual({ url: "Invalid URL, should be more than 6 characters" });
    expect(checkBusinessProfile({ ...named, url: "membership" })).toEqual({ url: "Reserved URL" });
    expect(checkNewBusiness({ ...named, url: "" })).toEqual({});
  });

  it("sends empty picture and slug as none, text trimmed", () => {
    expect(newBusinessBodyOf({ name: " Kopi ", thumbnail: " ", url: "", menuVersion: "v4" })).toEqual({
      name: "Kopi",
      thumbnail: null,
      url: null,
      menuVersion: "v4",
    });
  });

  it("reads a business back into the form, and keeps the provider-level fields in a provider update", () => {
    const values = businessFormOf(business);
    expect(values).toEqual({ name: "Kopi Corner", thumbnail: "", url: "kopi-corner", menuVersion: "v3" });
    expect(adminBodyOf({ ...values, menuVersion: "v4" }, business)).toEqual({
      name: "Kopi Corner",
      thumbnail: null,
      url: "kopi-corner",
      menuVersion: "v4",
      owner: "u1",
      quota: { restaurants: 5 },
      pf_agent: { agentId: null, isReseller: false },
    });
  });
});
