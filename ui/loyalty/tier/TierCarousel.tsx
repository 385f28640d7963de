// One tier at a time (spec 2 §2): the tier's badge, name and level range between previous and
// next arrows, with a dot per tier; the page's tier buttons (edit, add tier, season) sit under it.
import { Button } from "primereact/button";
import type { ReactNode } from "react";
import type { Tier } from "../../../domain/loyalty/tierDecision";
import { unlockCondition } from "../overview/overviewFigures";
import { TIER_COLOURS } from "../overview/memberCharts";
import { levelRangeOf } from "./levelRows";
import styles from "./tier.module.css";

export interface TierCarouselProps {
  readonly ladder: ReadonlyArray<Tier>;
  readonly index: number;
  readonly onMove: (index: number) => void;
  readonly actions: ReactNode;
}

export const TierCarousel = ({ ladder, index, onMove, actions }: TierCarouselProps) => {
  const tier = ladder[index];
  if (tier === undefined) return null;
  const range = levelRangeOf(ladder, index);
  return (
    <section className={styles.carousel} aria-label="Tiers" aria-roledescription="carousel">
      <Button icon="pi pi-chevron-left" rounded text aria-label="Previous tier" disabled={index === 0} onClick={() => onMove(index - 1)} />
      <div className={styles.slide} aria-roledescription="slide" aria-label={`T${index + 1} ${tier.name}`}>
        <span className={styles.badge} style={{ background: TIER_COLOURS[index % TIER_COLOURS.length] }}>
          T{index + 1}
        </span>
        <h2 className={styles.tierName}>{tier.name}</h2>
        <p className={styles.muted}>
          {unlockCondition(tier, index)} · Levels {range.from} to {range.to}
        </p>
        <div className={styles.dots}>
          {ladder.map((other, dot) => (
            <button
              key={`${dot}-${other.name}`}
              type="button"
              className={dot === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={`Show T${dot + 1}`}
              aria-current={dot === index}
              onClick={() => onMove(dot)}
            />
          ))}
        </div>
        <div className={styles.tierActions}>{actions}</div>
      </div>
      <Button icon="pi pi-chevron-right" rounded text aria-label="Next tier" disabled={index >= ladder.length - 1} onClick={() => onMove(index + 1)} />
    </section>
  );
};
