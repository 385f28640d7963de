import { defineConfig } from "vitest/config";

// Two projects: `unit` (every *.test.ts[x] that is not a property suite) and `props`
// (the fast-check suites, runnable alone with `npm run test:props`).
export default defineConfig({
  test: {
    globalSetup: ["tests/support/globalSetup.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["{domain,machines,ui,adapters,tests}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.prop.test.{ts,tsx}", "tests/e2e/**", "node_modules/**"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "props",
          include: ["{domain,machines,ui,adapters,tests}/**/*.prop.test.{ts,tsx}"],
          setupFiles: ["tests/support/fastCheckSettings.ts"],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
