import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { type CodeShape, combinationsOf, exceedMessage, fitsShape, generateCodes, shapeOf } from "./claimCodes";

const seeded = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};

const affix = fc.string({ unit: fc.constantFrom("A", "-", "_", "9", ".", "["), maxLength: 3 });
const config = fc.record({
  charset: fc.constantFrom("alphanumeric", "alphabetic", "lowercase", "uppercase", "numbers", "custom"),
  customCharset: fc.string({ unit: fc.constantFrom("x", "y", "z", "1", "-", "]"), minLength: 1, maxLength: 6 }),
  prefix: affix,
  suffix: affix,
  pattern: fc.string({ unit: fc.constantFrom("#", "#", "#", "-", "A"), minLength: 1, maxLength: 6 }),
});
const shapeOfArb = config.map((c) => Result.getOrThrow(shapeOf(c)));

const draw = (shape: CodeShape, count: number, seed: number) => generateCodes(shape, count, new Set(), seeded(seed));

describe("claim code properties", () => {
  it("generates exactly the requested count, all distinct, of the asked shape", () => {
    fc.assert(fc.property(shapeOfArb, fc.integer({ min: 1, max: 300 }), fc.integer(), (shape, wanted, seed) => {
      const count = Number(combinationsOf(shape) < BigInt(wanted) ? combinationsOf(shape) : BigInt(wanted));
      const codes = Result.getOrThrow(draw(shape, count, seed));
      const fits = fitsShape(shape);
      expect(codes).toHaveLength(count);
      expect(new Set(codes).size).toBe(count);
      for (const code of codes) {
        expect(code.startsWith(shape.prefix) && code.endsWith(shape.suffix)).toBe(true);
        expect(fits(code)).toBe(true);
        const body = code.slice(shape.prefix.length, code.length - shape.suffix.length);
        [...shape.pattern].forEach((c, i) => expect(c === "#" ? shape.charset.includes(body[i]!) : body[i] === c).toBe(true));
      }
    }));
  });

  it("combinations are distinct charset characters raised to the slots", () => {
    fc.assert(fc.property(config, fc.integer({ min: 1, max: 12 }), (c, length) => {
      const shape = Result.getOrThrow(shapeOf({ ...c, pattern: "", length }));
      expect(combinationsOf(shape)).toBe(BigInt(new Set(shape.charset).size) ** BigInt(length));
      const patterned = Result.getOrThrow(shapeOf(c));
      const slots = [...c.pattern].filter((x) => x === "#").length;
      expect(combinationsOf(patterned)).toBe(BigInt(new Set(patterned.charset).size) ** BigInt(slots));
    }));
  });

  it("refuses exactly above what is left, with the count left", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 50 }), fc.integer(), (length, extra, seed) => {
      const shape = Result.getOrThrow(shapeOf({ charset: "numbers", length }));
      const total = Number(combinationsOf(shape));
      const taken = new Set(Result.getOrThrow(draw(shape, Math.floor(total / 2), seed)));
      const left = total - taken.size;
      const all = generateCodes(shape, left, taken, seeded(seed + 1));
      expect(Result.isSuccess(all) && all.success.every((code) => !taken.has(code))).toBe(true);
      const over = generateCodes(shape, left + 1 + extra, taken, seeded(seed));
      expect(Result.isFailure(over) && over.failure.message).toBe(exceedMessage(BigInt(left)));
    }));
  });
});
