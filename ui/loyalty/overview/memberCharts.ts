// Owns: the data of the overview's two charts (issue 5: "members by level and tier, and new
// members per month"), in Chart.js's shape for PrimeReact's Chart: members by level as bars
// stacked by tier (one dataset per tier, a level's bar in its tier's colour), and new members
// per month as bars labelled 'MMM YYYY'.
// Decisions where the spec is silent: levels without members are left out (a programme spans up
// to 1000 levels); tier colours cycle through four fixed hues.
import type { LevelCount, MonthCount } from "../../ports/loyaltyPort";
import { type TierSetting, tierIndexOf, tierLadder } from "../../../domain/loyalty/tierDecision";

export const TIER_COLOURS: ReadonlyArray<string> = ["#64748b", "#0ea5e9", "#f59e0b", "#8b5cf6"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface BarDataset {
  readonly label: string;
  readonly data: ReadonlyArray<number>;
  readonly backgroundColor: string;
}

export interface BarData {
  readonly labels: ReadonlyArray<string>;
  readonly datasets: ReadonlyArray<BarDataset>;
}

export const membersByLevel = (levels: ReadonlyArray<LevelCount>, setting: TierSetting): BarData => {
  const ladder = tierLadder(setting);
  const counted = [...levels].filter((row) => row.memberCount > 0).sort((a, b) => a.level - b.level);
  return {
    labels: counted.map((row) => `Level ${row.level}`),
    datasets: ladder.map((tier, index) => ({
      label: `T${index + 1} ${tier.name}`,
      data: counted.map((row) => (tierIndexOf(ladder, row.level) === index ? row.memberCount : 0)),
      backgroundColor: TIER_COLOURS[index % TIER_COLOURS.length] ?? "#64748b",
    })),
  };
};

/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string): string => {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
};

export const newMembersPerMonth = (months: ReadonlyArray<MonthCount>): BarData => ({
  labels: months.map((row) => monthLabel(row.month)),
  datasets: [{ label: "New members", data: months.map((row) => row.count), backgroundColor: "#10b981" }],
});
