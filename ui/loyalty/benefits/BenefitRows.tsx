// The benefits of one title (spec 2 §2): each row shows the name, the type (Basic or Scheduled),
// the availability text, the reward and, for a scheduled benefit, 'Next distribute DD/MM/YYYY' or
// its message, with edit and delete. Collapsed, the list shows 5 rows; 'Show all (N)' expands it.
// Decision where the spec is silent: rows are cards in a column, so the same list reads on a
// phone; an empty title says 'No benefit yet'.
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useState } from "react";
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import styles from "./benefits.module.css";

export const COLLAPSED_ROWS = 5;

export interface BenefitRowTexts {
  readonly availability: string;
  readonly reward: string;
  readonly nextDistribute: string | null;
  readonly type: string;
}

export interface BenefitRowsProps {
  readonly benefits: ReadonlyArray<Benefit>;
  readonly textsOf: (benefit: Benefit) => BenefitRowTexts;
  readonly onEdit: (benefit: Benefit) => void;
  readonly onDelete: (benefit: Benefit) => void;
}

export const BenefitRows = ({ benefits, textsOf, onEdit, onDelete }: BenefitRowsProps) => {
  const [expanded, setExpanded] = useState(false);
  if (benefits.length === 0) return <p className={styles.empty}>No benefit yet</p>;
  const shown = expanded ? benefits : benefits.slice(0, COLLAPSED_ROWS);
  return (
    <>
      <ul className={styles.rows}>
        {shown.map((benefit) => {
          const texts = textsOf(benefit);
          return (
            <li key={benefit.id} className={styles.row} aria-label={benefit.name}>
              <div className={styles.rowMain}>
                <div className={styles.rowName}>
                  <strong>{benefit.name}</strong>
                  <Tag value={texts.type} severity={benefit.options.type === "basic" ? "info" : "warning"} />
                </div>
                <span className={styles.muted}>{texts.availability}</span>
              </div>
              <div className={styles.rowReward}>
                <span>{texts.reward}</span>
                {texts.nextDistribute === null ? null : <span className={styles.muted}>{texts.nextDistribute}</span>}
              </div>
              <div className={styles.rowActions}>
                <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${benefit.name}`} onClick={() => onEdit(benefit)} />
                <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete ${benefit.name}`} onClick={() => onDelete(benefit)} />
              </div>
            </li>
          );
        })}
      </ul>
      {benefits.length > COLLAPSED_ROWS ? (
        <Button
          label={expanded ? "Show less" : `Show all (${benefits.length})`}
          icon={expanded ? "pi pi-chevron-up" : "pi pi-chevron-down"}
          text
          size="small"
          onClick={() => setExpanded(!expanded)}
        />
      ) : null}
    </>
  );
};
