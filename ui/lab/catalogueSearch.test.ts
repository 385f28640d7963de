import { describe, expect, it } from "vitest";
import { catalogue } from "../../machines/catalogue";
import { searchCatalogue } from "./catalogueSearch";

const ids = (query: string) => searchCatalogue(catalogue, query).map((entry) => entry.id);

describe("searchCatalogue", () => {
  it("lists everything for an empty search, in catalogue order", () => {
    expect(ids("  ")).toEqual(catalogue.map((entry) => entry.id));
  });

  it("matches title and description words, ignoring case and order", () => {
    expect(ids("otp")).toContain("auth.otpCountdown");
    expect(ids("COUNTDOWN resend")).toEqual(["auth.otpCountdown"]);
    expect(ids("20 minutes refresh")).toEqual(["auth.session"]);
  });

  it("finds nothing when one word matches nothing", () => {
    expect(ids("otp zebra")).toEqual([]);
  });
});
