// The frame of the member-facing pages: a slim top bar and one centred column, no back-office
// navigation (customers have no session there).
import { Outlet } from "react-router";
import styles from "./customer.module.css";

export const CustomerLayout = () => (
  <div className={styles.frame}>
    <header className={styles.topBar}>
      <i className="pi pi-id-card" aria-hidden="true" />
      <span>Member</span>
    </header>
    <main className={styles.content}>
      <Outlet />
    </main>
  </div>
);
