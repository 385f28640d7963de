import fc from "fast-check";
import { describe, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { documentId, isObjectId, objectId, objectIdInstant, parseDocumentId } from "./ids";

const instant = fc
  .integer({ min: 0, max: 253_402_300_799_999 }) // up to 9999-12-31
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const objectIdInstantArb = fc.integer({ min: 0, max: 0xffff_ffff * 1000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const randomSource = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 8, maxLength: 8 }).map((values) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
});
const prefix = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,15}$/);

describe("id properties", () => {
  it("object ids are 24 hex and keep their second", () => {
    fc.assert(fc.property(randomSource, objectIdInstantArb, (random, now) => {
      const id = objectId(random, now);
      return isObjectId(id) && objectIdInstant(id)?.epochMilliseconds === Math.floor(now.epochMilliseconds / 1000) * 1000;
    }));
  });

  it("object ids of later seconds sort later", () => {
    fc.assert(fc.property(randomSource, objectIdInstantArb, objectIdInstantArb, (random, a, b) => {
      const [x, y] = [Math.floor(a.epochMilliseconds / 1000), Math.floor(b.epochMilliseconds / 1000)];
      fc.pre(x !== y);
      return (objectId(random, a) < objectId(random, b)) === x < y;
    }));
  });

  it("document ids parse back to their prefix and millisecond", () => {
    fc.assert(fc.property(prefix, instant, (p, now) => {
      const parsed = parseDocumentId(documentId(p, now));
      return parsed !== null && parsed.typePrefix === p && parsed.createdAt.epochMilliseconds === now.epochMilliseconds;
    }));
  });

  it("document ids of one type sort by creation", () => {
    fc.assert(fc.property(prefix, instant, instant, (p, a, b) => {
      fc.pre(a.epochMilliseconds !== b.epochMilliseconds);
      return (documentId(p, a) < documentId(p, b)) === a.epochMilliseconds < b.epochMilliseconds;
    }));
  });
});
