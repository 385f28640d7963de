// The frame of the auth screens: the product name above one centred card holding the screen.
// Decision: no top bar, drawer or user menu here: nobody is signed in yet.
import { Outlet } from "react-router";
import { PRODUCT_NAME } from "../shell/productName";
import styles from "./AuthLayout.module.css";

export const AuthLayout = () => (
  <main className={styles.page}>
    <div className={styles.brand}>
      <i className={`pi pi-shop ${styles.brandIcon}`} aria-hidden="true" />
      <span>{PRODUCT_NAME}</span>
    </div>
    <section className={styles.card}>
      <Outlet />
    </section>
  </main>
);
