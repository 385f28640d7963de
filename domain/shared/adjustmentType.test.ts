import { describe, expect, it } from "vitest";
import { Result, Schema } from "effect";
import {
  ADJUSTMENT_TYPES, AdjustmentTypeSchema, allowedAdjustmentTypes, parseAdjustmentType, toBillAdjustmentType,
} from "./adjustmentType";

describe("adjustment types", () => {
  it("reads both spellings", () => {
    expect(parseAdjustmentType("byAmount")).toBe("byAmount");
    expect(parseAdjustmentType("BY_PERCENTAGE")).toBe("byPercentage");
    expect(parseAdjustmentType("TO_AMOUNT")).toBe("toAmount");
    expect(parseAdjustmentType("byDiscount")).toBeNull();
    expect(parseAdjustmentType("toString")).toBeNull();
  });

  it("maps back to the bill spelling", () => {
    for (const type of ADJUSTMENT_TYPES) expect(parseAdjustmentType(toBillAdjustmentType(type))).toBe(type);
  });

  it("fails decoding with 'Unknown Adjustment Type'", () => {
    const failed = Schema.decodeUnknownResult(AdjustmentTypeSchema)("byMagic");
    expect(Result.isFailure(failed) && failed.failure.message).toBe("Unknown Adjustment Type");
    expect(Result.isSuccess(Schema.decodeUnknownResult(AdjustmentTypeSchema)("toAmount"))).toBe(true);
  });

  it("allows types per context (spec 3 §5)", () => {
    expect(allowedAdjustmentTypes("bill")).toEqual(["byAmount", "byPercentage"]);
    expect(allowedAdjustmentTypes("comboAtLeast")).toEqual(["byAmount", "byPercentage"]);
    expect(allowedAdjustmentTypes("payment")).toEqual(["byAmount"]);
    expect(allowedAdjustmentTypes("other")).toEqual(["byAmount", "toAmount", "byPercentage"]);
  });
});
