// Build-time settings the UI reads (see vite.config.ts).
interface ImportMetaEnv {
  /** "production" hides the sandbox banner; any other value (default "sandbox") shows it. */
  readonly VITE_APP_ENV: string;
  /** The Firebase web config as JSON: social sign-in buttons appear only when set. */
  readonly VITE_FIREBASE_CONFIG?: string;
}
