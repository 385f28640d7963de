// The overview's counts (spec 3 §1): active, expired and incoming promotions, attraction
// campaigns, new members this month and the level-up reward pool. A figure the user may not read
// (null in the summary) shows '-'.
import type { MarketingOverview } from "../../ports/marketingPort";
import styles from "./overview.module.css";

const shown = (value: number | null | undefined): string => (value === null || value === undefined ? "-" : String(value));

export const OverviewFigures = ({ summary }: { readonly summary: MarketingOverview }) => {
  const figures: ReadonlyArray<readonly [string, number | null | undefined]> = [
    ["Active promotions", summary.promotions?.active],
    ["Expired promotions", summary.promotions?.expired],
    ["Incoming promotions", summary.promotions?.incoming],
    ["Attraction campaigns", summary.attractionCampaigns],
    ["New members this month", summary.newMemberCount],
    ["Level-up reward pool", summary.levelUpRewardPool],
  ];
  return (
    <ul className={styles.figures} aria-label="Marketing figures">
      {figures.map(([label, value]) => (
        <li key={label} className={styles.figure} aria-label={label}>
          <span className={styles.figureValue}>{shown(value)}</span>
          <span className={styles.figureLabel}>{label}</span>
        </li>
      ))}
    </ul>
  );
};
