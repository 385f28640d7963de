import fc from "fast-check";
import { describe, it } from "vitest";
import { calculatorVersionFor, POS_FEATURES, supportsPosFeature } from "./posFeatures";
import { comparePosVersions, formatPosVersion, type PosVersion } from "./posVersion";

const version: fc.Arbitrary<PosVersion> = fc.tuple(fc.nat(12), fc.nat(40), fc.nat(20));
const feature = fc.constantFrom(...POS_FEATURES);

describe("POS gating properties", () => {
  it("support is monotonic: a newer POS keeps every feature an older one had", () => {
    fc.assert(fc.property(version, version, feature, (a, b, f) => {
      const [older, newer] = comparePosVersions(a, b) <= 0 ? [a, b] : [b, a];
      return !supportsPosFeature(formatPosVersion(older), f) || supportsPosFeature(formatPosVersion(newer), f);
    }));
  });

  it("the calculator version never goes down as the POS version goes up", () => {
    fc.assert(fc.property(version, version, (a, b) => {
      const [older, newer] = comparePosVersions(a, b) <= 0 ? [a, b] : [b, a];
      return calculatorVersionFor(formatPosVersion(older)) <= calculatorVersionFor(formatPosVersion(newer));
    }));
  });

  it("version comparison is a total order consistent with formatting", () => {
    fc.assert(fc.property(version, version, (a, b) =>
      comparePosVersions(a, b) === -comparePosVersions(b, a) &&
      (comparePosVersions(a, b) === 0) === (formatPosVersion(a) === formatPosVersion(b)),
    ));
  });
});
