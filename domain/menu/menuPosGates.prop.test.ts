import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POS_FEATURES } from "../shared/posFeatures";
import { menuPosGate, oldestPosVersion } from "./menuPosGates";

const part = fc.integer({ min: 0, max: 12 });
const version = fc.tuple(part, part, part).map((parts) => parts.join("."));
const till = fc.option(version, { nil: null });

describe("the POS gate of a menu shared by several tills", () => {
  it("gates a write exactly when some reporting till would be gated (property)", () => {
    fc.assert(fc.property(fc.array(till, { maxLength: 6 }), fc.subarray([...POS_FEATURES]), (tills, features) => {
      const gate = menuPosGate(oldestPosVersion(tills), features);
      const anyGated = tills.some((v) => menuPosGate(v, features) !== null);
      return (gate !== null) === anyGated && (gate === null || tills.some((v) => menuPosGate(v, features) === gate));
    }));
  });

  it("answers a reported version, or null when no till reported (property)", () => {
    fc.assert(fc.property(fc.array(till, { maxLength: 6 }), (tills) => {
      const oldest = oldestPosVersion(tills);
      return oldest === null ? tills.every((v) => v === null) : tills.includes(oldest);
    }));
  });

  it("leaves out a till that never reported", () => {
    expect(oldestPosVersion([null, "6.31.0", "4.0.0", null])).toBe("4.0.0");
    expect(oldestPosVersion([null])).toBeNull();
    expect(oldestPosVersion(["4.3.10", "4.3.9"])).toBe("4.3.9");
  });
});
