import { describe, expect, it } from "vitest";
import { formatScaled, NUMBER_FORMAT_SPECS, parseNumberFormat } from "./numberFormat";

describe("parseNumberFormat", () => {
  it("reads the country formats", () => {
    expect(parseNumberFormat("0,0.00")).toEqual({ grouping: true, decimals: 2 });
    expect(parseNumberFormat("0,0")).toEqual({ grouping: true, decimals: 0 });
    expect(parseNumberFormat("0.000")).toEqual({ grouping: false, decimals: 3 });
    expect(parseNumberFormat("#,##")).toBeNull();
  });

  it("agrees with the named specs", () => {
    for (const [pattern, spec] of Object.entries(NUMBER_FORMAT_SPECS)) expect(parseNumberFormat(pattern)).toEqual(spec);
  });
});

describe("formatScaled", () => {
  const twoDecimals = NUMBER_FORMAT_SPECS["0,0.00"];
  const noDecimals = NUMBER_FORMAT_SPECS["0,0"];

  it("groups thousands and keeps decimals", () => {
    expect(formatScaled(123456789n, 2, twoDecimals, "halfUp")).toBe("1,234,567.89");
    expect(formatScaled(-123456n, 2, twoDecimals, "halfUp")).toBe("-1,234.56");
    expect(formatScaled(5n, 2, twoDecimals, "halfUp")).toBe("0.05");
    expect(formatScaled(100n, 2, twoDecimals, "halfUp")).toBe("1.00");
  });

  it("pads a coarser value and rounds a finer one", () => {
    expect(formatScaled(1234n, 0, twoDecimals, "halfUp")).toBe("1,234.00");
    expect(formatScaled(123456n, 2, noDecimals, "halfUp")).toBe("1,235");
    expect(formatScaled(123449n, 2, noDecimals, "halfUp")).toBe("1,234");
    expect(formatScaled(-1n, 4, twoDecimals, "halfUp")).toBe("0.00");
  });

  it("does not group without a comma", () => {
    expect(formatScaled(123456n, 2, { grouping: false, decimals: 2 }, "halfUp")).toBe("1234.56");
  });
});
