import { describe, expect, it } from "vitest";
import { previousMonth, settlementMonthOf } from "./settlementMonth";

describe("settlement month", () => {
  it("reads the month where the restaurant is", () => {
    expect(settlementMonthOf("2026-03-31T16:30:00.000Z", "Asia/Kuala_Lumpur")).toBe("2026-04");
    expect(settlementMonthOf("2026-03-31T15:59:59.999Z", "Asia/Kuala_Lumpur")).toBe("2026-03");
    expect(settlementMonthOf("2026-04-01T03:00:00.000Z", "America/New_York")).toBe("2026-03");
  });

  it("steps back across a year", () => {
    expect(previousMonth("2026-01")).toBe("2025-12");
  });
});
