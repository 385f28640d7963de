import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import {
  documentId, documentIdRange, isObjectId, objectId, objectIdInstant, parseDocumentId,
} from "./ids";

const at = Temporal.Instant.from("2024-05-01T08:30:00.123456Z");
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe("object ids", () => {
  it("is 24 lower-case hex: 4 bytes of seconds then 8 random bytes", () => {
    const id = objectId(sequence(0, 0.5, 0.999999), at);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id.slice(0, 8)).toBe((at.epochMilliseconds / 1000 | 0).toString(16));
    expect(id.slice(8)).toBe("0080ff0080ff0080");
    expect(objectIdInstant(id)?.toString()).toBe("2024-05-01T08:30:00Z");
  });

  it("clamps a random source that returns 1", () => {
    expect(objectId(() => 1, at).slice(8)).toBe("ffffffffffffffff");
  });

  it("recognises object ids in either case", () => {
    expect(isObjectId("65A1B2C3D4E5F60718293A4B")).toBe(true);
    expect(isObjectId("65a1b2c3d4e5f60718293a4")).toBe(false);
    expect(isObjectId("65a1b2c3d4e5f60718293a4g")).toBe(false);
    expect(objectIdInstant("nope")).toBeNull();
  });

  it("refuses instants outside the 32-bit seconds range", () => {
    expect(() => objectId(() => 0, Temporal.Instant.from("1969-12-31T23:59:59Z"))).toThrow(RangeError);
  });
});

describe("document ids", () => {
  it("is the type prefix and the ISO instant to the millisecond", () => {
    expect(documentId("product", at)).toBe("product_2024-05-01T08:30:00.123Z");
    expect(documentId("addonGroup", Temporal.Instant.from("2024-05-01T00:00:00Z"))).toBe("addonGroup_2024-05-01T00:00:00.000Z");
  });

  it("parses back", () => {
    expect(parseDocumentId("product_2024-05-01T08:30:00.123Z")).toEqual({
      typePrefix: "product",
      createdAt: Temporal.Instant.from("2024-05-01T08:30:00.123Z"),
    });
    expect(parseDocumentId("product-2024")).toBeNull();
    expect(parseDocumentId("product_2024-13-01T08:30:00.123Z")).toBeNull();
  });

  it("refuses bad prefixes and gives a prefix range", () => {
    expect(() => documentId("bad prefix", at)).toThrow(RangeError);
    expect(() => documentId("", at)).toThrow(RangeError);
    const range = documentIdRange("product");
    const id = documentId("product", at);
    expect(range.start < id && id < range.end).toBe(true);
    expect(documentId("productX", at) < range.end && documentId("productX", at) > range.start).toBe(false);
  });
});
