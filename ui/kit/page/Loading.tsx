// The spinner a page shows while its record loads.
import styles from "./page.module.css";

export const Loading = () => (
  <div className={styles.loading} role="status" aria-label="Loading">
    <i className="pi pi-spin pi-spinner" aria-hidden="true" />
  </div>
);
