import { describe, expect, it } from "vitest";
import { sampleProgramme } from "../testing/sampleProgramme";
import { checkSettings, designChanged, settingsInputOf, settingsValuesOf } from "./settingsForm";

const programme = sampleProgramme({ url: "kopi-club" });

describe("the programme settings form", () => {
  it("sends an empty URL as null, so members use the business id", () => {
    expect(settingsInputOf({ ...settingsValuesOf(programme), url: "  " }).url).toBeNull();
    expect(settingsInputOf(settingsValuesOf(programme)).url).toBe("kopi-club");
  });

  it("says the domain's URL, cashback and design messages", () => {
    const values = settingsValuesOf(programme);
    expect(checkSettings(values)).toEqual({});
    expect(checkSettings({ ...values, url: "Kopi-Club" })).toEqual({ url: "Invalid URL, should be more than 6 characters" });
    expect(checkSettings({ ...values, url: "membership" })).toEqual({ url: "Reserved URL" });
    expect(checkSettings({ ...values, cashbackPercentage: -0.5, cashbackValidFor: 0 })).toEqual({
      "cashback.percentage": "Min cashback percentage is 0",
      "cashback.validFor": "Min cashback validity is 1",
    });
    expect(checkSettings({ ...values, design: { type: "IMAGE", image: null } })).toEqual({ image: "Image is required" });
    expect(checkSettings({ ...values, design: { type: "IMAGE", image: "ftp://x" } })).toEqual({ image: "Invalid ref" });
  });

  it("writes the design only when it changed", () => {
    const values = settingsValuesOf(programme);
    expect(designChanged(values, programme)).toBe(false);
    expect(designChanged({ ...values, design: { type: "DEFAULT", image: "https://x.example/a.png" } }, programme)).toBe(false);
    expect(designChanged({ ...values, design: { type: "IMAGE", image: "https://x.example/a.png" } }, programme)).toBe(true);
  });
});
