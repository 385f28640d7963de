// The overview's section cards (spec 2 §2 Overview): Member (count, new this month), Benefit
// (basic, scheduled) and Reward (on join, level up), each opening its page by route name.
// Decision where the spec is silent: a card whose page is not mounted yet is shown without a link.
// A card is a region named by its title; the title is the link to its page, stretched over the
// whole card (a click anywhere opens it), so the link's name is its visible title and the
// figures stay a list beside it (a button may not hold a list).
import { useId } from "react";
import { Link } from "react-router";
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
  const path = pathTo(useRouteIndex(), routeName, { businessId });
  const titleId = useId();
  return (
    <section className={`${styles.card} ${path === null ? "" : styles.linked}`} aria-labelledby={titleId}>
      <span className={styles.cardTitle}>
        <i className={icon} aria-hidden="true" />{" "}
        {path === null ? <span id={titleId}>{title}</span> : <Link id={titleId} to={path} className={styles.link}>{title}</Link>}
      </span>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
