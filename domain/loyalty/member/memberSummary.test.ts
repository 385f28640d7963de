import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { countMembers } from "./memberCounts";
import { SUMMARY_MONTHS, summariseCounts } from "./memberSummary";

const now = Temporal.Instant.from("2026-11-15T04:00:00Z");

describe("the member figures of the loyalty overview", () => {
  it("counts members, new ones this month in the business time zone, and members per level", () => {
    const summary = summariseCounts(
      countMembers([
        { joinedAt: "2026-11-02T01:00:00Z", level: 0 },
        // 31 October 17:00 UTC is already 1 November in Kuala Lumpur.
        { joinedAt: "2026-10-31T17:00:00Z", level: 2 },
        { joinedAt: "2026-10-31T15:00:00Z", level: 2 },
        { joinedAt: "2024-01-01T00:00:00Z", level: 5 },
      ]),
      now,
      "Asia/Kuala_Lumpur",
    );
    expect(summary.memberCount).toBe(4);
    expect(summary.newThisMonth).toBe(2);
    expect(summary.levels).toEqual([{ level: 0, memberCount: 1 }, { level: 2, memberCount: 2 }, { level: 5, memberCount: 1 }]);
    expect(summary.newMembersByMonth).toHaveLength(SUMMARY_MONTHS);
    expect(summary.newMembersByMonth[0]).toEqual({ month: "2025-12", count: 0 });
    expect(summary.newMembersByMonth.slice(-2)).toEqual([{ month: "2026-10", count: 1 }, { month: "2026-11", count: 2 }]);
  });

  it("answers zeros for a programme without members", () => {
    const summary = summariseCounts(countMembers([]), now, "Asia/Jakarta");
    expect(summary).toMatchObject({ memberCount: 0, newThisMonth: 0, levels: [] });
    expect(summary.newMembersByMonth.every((month) => month.count === 0)).toBe(true);
  });
});
