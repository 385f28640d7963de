// The header of a business or restaurant page: an optional picture, the title, a subtitle and the
// page's actions on the right (they wrap under the title on a narrow screen).
import type { ReactNode } from "react";
import styles from "./page.module.css";

export interface PageHeaderProps {
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly picture?: ReactNode;
  readonly actions?: ReactNode;
}

export const PageHeader = ({ title, subtitle, picture, actions }: PageHeaderProps) => (
  <header className={styles.header}>
    <div className={styles.heading}>
      {picture}
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </div>
    {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
  </header>
);
