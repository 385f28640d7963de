// One title of the Benefits page (spec 2 §2): its icon, name and internal flag, its actions (add
// benefit; edit and delete for a custom title, not for 'Common', which is no stored title) and
// its benefits (BenefitRows.tsx).
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import type { Title } from "../../../domain/loyalty/programme/titles";
import { COMMON_TITLE, type TitleGroup } from "./benefitList";
import { type BenefitRowTexts, BenefitRows } from "./BenefitRows";
import styles from "./benefits.module.css";
import { iconClassOf } from "./titleIcons";

export interface TitleSectionProps {
  readonly group: TitleGroup;
  readonly textsOf: (benefit: Benefit) => BenefitRowTexts;
  readonly onAddBenefit: (title: Title | null) => void;
  readonly onEditBenefit: (benefit: Benefit) => void;
  readonly onDeleteBenefit: (benefit: Benefit) => void;
  readonly onEditTitle: (title: Title) => void;
  readonly onDeleteTitle: (title: Title) => void;
}

export const TitleSection = ({ group, textsOf, onAddBenefit, onEditBenefit, onDeleteBenefit, onEditTitle, onDeleteTitle }: TitleSectionProps) => {
  const { title, benefits } = group;
  const name = title?.name ?? COMMON_TITLE;
  return (
    <section className={styles.title} aria-label={name}>
      <header className={styles.titleHeader}>
        <div className={styles.titleName}>
          <span className={styles.titleIcon}>
            <i className={title === null ? "pi pi-users" : iconClassOf(title.icon)} aria-hidden />
          </span>
          <h2>{name}</h2>
          {title?.internal === true ? <Tag value="Internal" severity="secondary" /> : null}
          <span className={styles.muted}>{benefits.length === 1 ? "1 benefit" : `${benefits.length} benefits`}</span>
        </div>
        <div className={styles.titleActions}>
          <Button label="Add benefit" icon="pi pi-plus" size="small" outlined onClick={() => onAddBenefit(title)} aria-label={`Add benefit to ${name}`} />
          {title === null ? null : (
            <>
              <Button icon="pi pi-pencil" text rounded aria-label={`Edit title ${name}`} onClick={() => onEditTitle(title)} />
              <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete title ${name}`} onClick={() => onDeleteTitle(title)} />
            </>
          )}
        </div>
      </header>
      <BenefitRows benefits={benefits} textsOf={textsOf} onEdit={onEditBenefit} onDelete={onDeleteBenefit} />
    </section>
  );
};
