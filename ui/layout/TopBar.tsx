// The top bar (spec 1 §2): on a narrow window the button that opens the navigation drawer, the
// product name (home link), the header title (headerTitle.ts), then the country flag and
// switcher and the user menu. An owner or team member with several businesses gets the business
// switcher (business/BusinessSwitcher.tsx) in the title's place.
// Decision: while debugging as another user a 'Switched user' tag stands beside the title, so
// nobody forgets whose account they are changing.
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../shell/productName";
import { CountrySwitcher } from "./country/CountrySwitcher";
import styles from "./TopBar.module.css";
import { UserMenu } from "./user/UserMenu";

export interface TopBarProps {
  readonly title: string | null;
  readonly userName: string | null;
  readonly debugging: boolean;
  readonly onOpenDrawer: (() => void) | null;
  /** Shown instead of the title when present. */
  readonly switcher?: ReactNode;
}

export const TopBar = ({ title, userName, debugging, onOpenDrawer, switcher }: TopBarProps) => (
  <header className={styles.topBar}>
    {onOpenDrawer === null ? null : (
      <Button icon="pi pi-bars" text rounded aria-label="Open navigation" onClick={onOpenDrawer} className={styles.menuButton} />
    )}
    <Link to="/" className={styles.brand}>
      <i className={`pi pi-shop ${styles.brandIcon}`} aria-hidden="true" />
      <span className={styles.brandName}>{PRODUCT_NAME}</span>
    </Link>
    {switcher !== undefined ? (
      <span className={styles.switcherSlot}>{switcher}</span>
    ) : title === null ? null : (
      <span className={styles.title} data-testid="header-title">
        {title}
      </span>
    )}
    {debugging ? <Tag severity="warning" value="Switched user" icon="pi pi-eye" /> : null}
    <div className={styles.actions}>
      <CountrySwitcher />
      <UserMenu name={userName} />
    </div>
  </header>
);
