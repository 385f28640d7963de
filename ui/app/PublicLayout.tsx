// The page frame every route renders in: the sandbox banner, the top bar with the product name
// and the page. Decision: until sign-in lands the top bar carries only the brand; the country
// switcher, user menu and navigation drawer of spec 1 §2 join it with their issues.
import { Link, Outlet } from "react-router";
import { PRODUCT_NAME } from "../shell/productName";
import { SandboxBanner } from "../shell/SandboxBanner";
import styles from "./Layout.module.css";

export const Layout = () => (
  <div className={styles.frame}>
    <SandboxBanner />
    <header className={styles.topBar}>
      <Link to="/" className={styles.brand}>
        <i className={`pi pi-shop ${styles.brandIcon}`} aria-hidden="true" />
        <span>{PRODUCT_NAME}</span>
      </Link>
    </header>
    <main className={styles.content}>
      <Outlet />
    </main>
  </div>
);
