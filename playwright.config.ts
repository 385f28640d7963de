// Browser tests against the real server (tsx adapters/server/start.ts) serving a built UI:
// `npm run test:e2e` runs `vite build` first. The store lives in a fresh .data-e2e folder
// (emptied on every run, git-ignored; E2E_DATA_DIR, E2E_PORT and UI_DIST_DIR let two runs share a
// checkout)
// without demo data, and with a known provider admin. The browser is Debian's Chromium
// (CHROMIUM_PATH overrides it): `npx playwright install` cannot download here.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
// `npm run test:e2e` builds into UI_DIST_DIR (default dist) and the server serves that folder.
const UI_DIST_DIR = process.env.UI_DIST_DIR ?? "dist";
// The provider admin the server opens on its empty store; tests sign in with the same values.
process.env.ADMIN_PHONE ??= "+60123000001";
process.env.ADMIN_PASSWORD ??= "e2e-admin-password";
const { ADMIN_PHONE, ADMIN_PASSWORD } = process.env;
// The external marketing portal a migrated business is sent to (README); tests answer it with page.route.
process.env.MARKETING_PORTAL_URL ??= "https://marketing-portal.e2e.test/";
const { MARKETING_PORTAL_URL } = process.env;
// The token the local fake GrabFood and tests present on our GrabFood webhooks (incoming orders).
process.env.GRABFOOD_WEBHOOK_TOKEN ??= "e2e-grab-webhook-token";
const { GRABFOOD_WEBHOOK_TOKEN } = process.env;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx adapters/server/start.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Every suite registers its own owners from this one address: more codes than an office asks for.
    env: { PORT: String(PORT), DATA_DIR, UI_DIST_DIR, DEMO_DATA: "0", ADMIN_PHONE, ADMIN_PASSWORD, MARKETING_PORTAL_URL, GRABFOOD_WEBHOOK_TOKEN, OTP_SENDS_PER_IP: "1000" },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
