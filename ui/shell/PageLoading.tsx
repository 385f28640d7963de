// What shows while the first page's code chunk loads (the router's hydrate fallback): a spinner
// centred on the page, so the first paint is never blank.
import styles from "./PageLoading.module.css";

export const PageLoading = () => (
  <div className={styles.loading} role="status" aria-label="Loading">
    <i className={`pi pi-spin pi-spinner ${styles.spinner}`} aria-hidden="true" />
  </div>
);
