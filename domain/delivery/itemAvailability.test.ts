import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { nextRestore, restoreAt } from "./itemAvailability";

const at = Temporal.Instant.from("2026-11-27T15:30:00Z");

describe("an item's restore time", () => {
  it("is an hour or four later, the business's next midnight, or none when restored by hand", () => {
    expect(restoreAt(at, "1h", "Asia/Kuala_Lumpur")?.toString()).toBe("2026-11-27T16:30:00Z");
    expect(restoreAt(at, "4h", "Asia/Kuala_Lumpur")?.toString()).toBe("2026-11-27T19:30:00Z");
    expect(restoreAt(at, "today", "Asia/Kuala_Lumpur")?.toString()).toBe("2026-11-27T16:00:00Z");
    expect(restoreAt(at, "today", "Asia/Jakarta")?.toString()).toBe("2026-11-27T17:00:00Z");
    expect(restoreAt(Temporal.Instant.from("2026-11-27T16:30:00Z"), "today", "Asia/Kuala_Lumpur")?.toString()).toBe("2026-11-28T16:00:00Z");
    expect(restoreAt(at, "manual", "Asia/Kuala_Lumpur")).toBeNull();
  });

  it("of a connection is its earliest scheduled one", () => {
    expect(nextRestore({ a: "2026-11-27T19:30:00.000Z", b: null, c: "2026-11-27T16:30:00.000Z" })).toBe("2026-11-27T16:30:00.000Z");
    expect(nextRestore({ b: null })).toBeNull();
  });
});
