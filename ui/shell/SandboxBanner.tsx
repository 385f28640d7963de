// The sandbox banner (spec 1 §1): shown on every page unless the UI was built for production
// (VITE_APP_ENV, see vite.config.ts), so nobody mistakes a test site for the real one.
import styles from "./SandboxBanner.module.css";

const isProduction = import.meta.env.VITE_APP_ENV === "production";

export const SandboxBanner = () =>
  isProduction ? null : (
    <div className={styles.banner} role="status">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>Sandbox site, internal and partner use only</span>
    </div>
  );
