import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSource } from "./dependencyRules";

const ROOT = join(import.meta.dirname, "../..");

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(/\.tsx?$/.test(entry.name) ? [path] : []);
    }),
  );
  return nested.flat();
};

describe("dependency rules", () => {
  it("hold for every source file of the repository", async () => {
    const files = (await Promise.all(["domain", "machines", "ui", "adapters"].map(sourceFiles))).flat();
    expect(files.length).toBeGreaterThan(10);
    const violations = (await Promise.all(files.map(async (file) => checkSource(relative(ROOT, join(ROOT, file)), await readFile(join(ROOT, file), "utf8"))))).flat();
    expect(violations).toEqual([]);
  });

  it.each([
    ["domain/x.ts", 'import { readFile } from "node:fs";', "domain/ must not import the node built-in node:fs"],
    ["domain/x.ts", 'import pg from "pg";', "domain/ must not import pg"],
    ["domain/a/x.ts", 'import { s } from "../../adapters/store/openStore";', "domain/ must not import adapters/"],
    ["domain/a/x.ts", 'export { m } from "../../machines/m";', "domain/ must not import machines/"],
    ["domain/x.ts", "const t = new Date();", "domain/ must not use new Date(): take it from the context"],
    ["domain/x.ts", "const t = Date.now();", "domain/ must not use Date.now: take it from the context"],
    ["domain/x.ts", "const t = Temporal.Now.instant();", "domain/ must not use Temporal.Now: take it from the context"],
    ["domain/x.ts", "const r = Math.random();", "domain/ must not use Math.random: take it from the context"],
    ["domain/x.ts", 'const r = await fetch("/x");', "domain/ must not use fetch(): take it from the context"],
    ["machines/a/x.ts", 'import { api } from "../../adapters/http/apiClient";', "machines/ must not import adapters/"],
    ["machines/a/x.ts", 'const v = await import("../../ui/App");', "machines/ must not import ui/"],
    ["machines/x.ts", "setTimeout(() => 1, 5);", "machines/ must not use setTimeout(): take it from the context"],
    ["ui/loyalty/Page.tsx", 'import { api } from "../../adapters/http/apiClient";', "ui/ reaches adapters only through ui/app/composition.ts"],
    ["adapters/x.ts", 'import { f } from "../tests/support/x";', "adapters/ must not import tests/"],
  ])("catch %s: %s", (file, source, rule) => {
    expect(checkSource(file, source).map((v) => v.rule)).toEqual([rule]);
  });

  it.each([
    ["domain/x.ts", 'import { Schema } from "effect";\nimport { Temporal } from "temporal-polyfill";\nconst d: Date | undefined = undefined;'],
    ["domain/x.test.ts", 'import fc from "fast-check";\nimport { it } from "vitest";\nconst seed = Date.now();'],
    ["domain/a/x.test.ts", 'import { loyaltyEngine } from "../../tests/support/loyaltyEngine";'],
    ["ui/app/composition.ts", 'import { api } from "../../adapters/http/apiClient";'],
    ["adapters/x.ts", 'import { readFile } from "node:fs";\nconst t = Date.now();'],
  ])("allow %s", (file, source) => {
    expect(checkSource(file, source)).toEqual([]);
  });
});
