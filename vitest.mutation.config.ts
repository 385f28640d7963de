import { defineConfig } from "vitest/config";

// The suites Stryker runs (`npm run test:mutation`, stryker.config.mjs): the unit and property
// tests beside the domain maths of loyalty, marketing, shared and menu. Application suites (command
// runner, stores, PGlite) and cross-layer suites are left out: they add minutes per mutant and
// no assertion on the maths that the suites beside each module do not already make.
// Property suites run FC_NUM_RUNS cases (tests/support/fastCheckSettings.ts); the mutation
// script lowers it so a run stays usable.
export default defineConfig({
  test: {
    include: ["domain/{loyalty,marketing,shared,menu}/**/*.test.ts"],
    exclude: ["domain/**/application/**", "node_modules/**"],
    setupFiles: ["tests/support/fastCheckSettings.ts"],
    testTimeout: 120_000,
    // One module graph for every file: a mutant is switched on at run time, so nothing needs
    // re-importing between files, and each mutant run saves a second of imports per file.
    isolate: false,
  },
});
