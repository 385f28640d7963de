import { describe, expect, it } from "vitest";
import { checkConfirmation } from "./crmConversion";
import { membersByLevel, monthLabel, newMembersPerMonth } from "./memberCharts";
import { rewardCounts, tierRows } from "./overviewFigures";

const setting = { baseTierName: "Basic", tiers: [{ name: "Silver", minLevel: 5, minExp: 0 }, { name: "Gold", minLevel: 10, minExp: 200 }] };

describe("the overview's figures", () => {
  it("counts distinct on-join and level-up rewards", () => {
    const onLevel = { vouchers: [{ voucher: "a", minLevel: 0, weight: 1 }], noRewardWeight: 1, fixVouchers: [{ level: 2, voucher: "a" }, { level: 3, voucher: "b" }] };
    expect(rewardCounts({ vouchers: ["x", "x", "y"] }, onLevel)).toEqual({ onJoin: 2, levelUp: 2 });
  });

  it("lists tiers one-based with their unlock condition", () => {
    expect(tierRows(setting)).toEqual([
      { tIndex: 1, name: "Basic", unlock: "From the start" },
      { tIndex: 2, name: "Silver", unlock: "Level 5" },
      { tIndex: 3, name: "Gold", unlock: "Level 10 and 200 exp" },
    ]);
  });

  it("stacks members by level in their tier's dataset, leaving empty levels out", () => {
    const data = membersByLevel([{ level: 12, memberCount: 2 }, { level: 0, memberCount: 7 }, { level: 3, memberCount: 0 }, { level: 6, memberCount: 4 }], setting);
    expect(data.labels).toEqual(["Level 0", "Level 6", "Level 12"]);
    expect(data.datasets.map((set) => [set.label, set.data])).toEqual([
      ["T1 Basic", [7, 0, 0]],
      ["T2 Silver", [0, 4, 0]],
      ["T3 Gold", [0, 0, 2]],
    ]);
  });

  it("labels new members per month as MMM YYYY", () => {
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(newMembersPerMonth([{ month: "2026-11", count: 3 }]).datasets[0]?.data).toEqual([3]);
  });

  it("accepts only the exact confirmation text for the CRM v2 conversion", () => {
    expect(checkConfirmation(" CONVERT ")).toBeNull();
    expect(checkConfirmation("convert")).toBe("Invalid text");
  });
});
