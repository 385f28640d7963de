// The frame of pages open to everyone, signed in or not (the not-found page): a top bar with the
// product name linking home, then the page.
import { Link, Outlet } from "react-router";
import { PRODUCT_NAME } from "../shell/productName";
import styles from "./PublicLayout.module.css";

export const PublicLayout = () => (
  <div className={styles.frame}>
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
