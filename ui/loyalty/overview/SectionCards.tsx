// The overview's section cards (spec 2 §2 Overview): Member (count, new this month), Benefit
// (basic, scheduled) and Reward (on join, level up), each opening its page by route name.
// Decision where the spec is silent: a card whose page is not mounted yet is shown without a link.
import { useNavigate } from "react-router";
import { pathTo, useRouteIndex } from "../../app/routeIndex";
import styles from "./overview.module.css";

export interface SectionFigure {
  readonly label: string;
  readonly value: number | string;
}

export interface SectionCardProps {
  readonly title: string;
  readonly icon: string;
  readonly routeName: string;
  readonly businessId: string;
  readonly figures: ReadonlyArray<SectionFigure>;
}

export const SectionCard = ({ title, icon, routeName, businessId, figures }: SectionCardProps) => {
  const navigate = useNavigate();
  const path = pathTo(useRouteIndex(), routeName, { businessId });
  const body = (
    <>
      <span className={styles.cardTitle}>
        <i className={icon} aria-hidden="true" /> {title}
      </span>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  if (path === null) return <section className={styles.card} aria-label={title}>{body}</section>;
  return (
    <button type="button" className={`${styles.card} ${styles.link}`} aria-label={title} onClick={() => void navigate(path)}>
      {body}
    </button>
  );
};
