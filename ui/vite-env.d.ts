// Build-time settings the UI reads (see vite.config.ts).
interface ImportMetaEnv {
  /** "production" hides the sandbox banner; any other value (default "sandbox") shows it. */
  readonly VITE_APP_ENV: string;
}
