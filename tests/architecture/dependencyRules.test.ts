import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSource, type Violation } from "./dependencyRules";
import { type DeciderIndex, ROUTE_RULES, deciderExports } from "./routeRules";

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

const ROUTE_TEST_DECIDERS: DeciderIndex = new Map([
  ["domain/auth/user", new Set(["userDecider"])],
  ["domain/loyalty/member/memberPhoneClaim", new Set(["memberPhoneClaim"])],
]);

const read = (file: string) => readFile(join(ROOT, file), "utf8");

/** The deciders every domain module exports, as the route rule needs them. */
const deciderIndex = async (): Promise<DeciderIndex> => {
  const files = await sourceFiles("domain");
  const entries = await Promise.all(files.map(async (file) => [file.replace(/\.tsx?$/, ""), new Set(deciderExports(file, await read(file)))] as const));
  return new Map(entries.filter(([, names]) => names.size > 0));
};

describe("dependency rules", () => {
  let files: string[] = [];
  let deciders: DeciderIndex = new Map();
  let violations: Violation[] = [];

  beforeAll(async () => {
    files = (await Promise.all(["domain", "machines", "ui", "adapters"].map(sourceFiles))).flat();
    deciders = await deciderIndex();
    violations = (await Promise.all(files.map(async (file) => checkSource(relative(ROOT, join(ROOT, file)), await read(file), deciders)))).flat();
  });

  it("hold for every source file of the repository", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(deciders.get("domain/auth/user")).toEqual(new Set(["userDecider"]));
    expect(violations).toEqual([]);
  });

  it.each([
    ["domain/x.ts", 'import { readFile } from "node:fs";', "domain/ must not import the node built-in node:fs"],
    ["domain/x.ts", 'import pg from "pg";', "domain/ must not import pg"],
    ["domain/a/x.ts", 'import { s } from "../../adapters/store/openStore";', "domain/ must not import adapters/"],
    ["domain/a/x.test.ts", 'import { s } from "../../adapters/store/openStore";', "domain/ must not import adapters/"],
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
    ["ui/loyalty/rewards/Page.tsx", 'import { W } from "../../marketing/voucher/W";', "ui/loyalty/ must not import ui/marketing/: share it through ui/kit/"],
    ["ui/marketing/Page.tsx", 'const m = await import("../business/x");', "ui/marketing/ must not import ui/business/: share it through ui/kit/"],
    ["ui/kit/forms/Field.tsx", 'import { x } from "../../loyalty/x";', "ui/kit/ must not import the area ui/loyalty/"],
    ["adapters/x.ts", 'import { f } from "../tests/support/x";', "adapters/ must not import tests/"],
    ["adapters/server/a/xRoutes.ts", 'import { openStore } from "../../store/openStore";', ROUTE_RULES.store],
    ["adapters/server/a/xRoutes.ts", 'import { commandHandler } from "../../../domain/engine/commandHandler";', ROUTE_RULES.commandHandler],
    ["adapters/server/a/xRoutes.ts", 'import { userDecider, INVALID_USER } from "../../../domain/auth/user";', ROUTE_RULES.decider],
    ["adapters/server/a/xRoutes.ts", 'import { memberPhoneClaim as claim } from "../../../domain/loyalty/member/memberPhoneClaim";', ROUTE_RULES.decider],
    ["adapters/server/a/xRoutes.ts", 'import * as user from "../../../domain/auth/user";', ROUTE_RULES.decider],
    ["adapters/server/a/xRoutes.ts", "await caller.run(d, s, c);", ROUTE_RULES.runs],
    ["adapters/server/a/xRoutes.ts", "await engine.runner.transact(work, options);", ROUTE_RULES.runs],
    ["adapters/server/a/xRoutes.ts", "await pc.engine.commands.handle(d, s, c, o);", ROUTE_RULES.runs],
  ])("catch %s: %s", (file, source, rule) => {
    expect(checkSource(file, source, ROUTE_TEST_DECIDERS).map((v) => v.rule)).toEqual([rule]);
  });

  it.each([
    ["domain/x.ts", 'import { Schema } from "effect";\nimport { Temporal } from "temporal-polyfill";\nconst d: Date | undefined = undefined;'],
    ["domain/a/application/x.test.ts", 'import { memoryEngine } from "../../../tests/support/memoryEngine";'],
    ["domain/x.test.ts", 'import fc from "fast-check";\nimport { it } from "vitest";\nconst seed = Date.now();'],
    ["domain/a/x.test.ts", 'import { memoryEngine } from "../../tests/support/memoryEngine";'],
    ["ui/app/composition.ts", 'import { api } from "../../adapters/http/apiClient";'],
    ["ui/loyalty/Page.tsx", 'import { TextField } from "../kit/forms/TextField";\nimport { usePorts } from "../ports/PortsProvider";\nimport { x } from "./x";'],
    ["ui/app/routes.tsx", 'import { loyaltyRoutes } from "../loyalty";'],
    ["ui/kit/x.test.tsx", 'import { fakeLoyalty } from "../loyalty/testing/fakeLoyalty";'],
    ["adapters/x.ts", 'import { readFile } from "node:fs";\nconst t = Date.now();'],
    ["adapters/server/a/xRoutes.ts", 'import { INVALID_USER, type UserState } from "../../../domain/auth/user";\nimport type { userDecider } from "../../../domain/auth/user";'],
    ["adapters/server/a/xRoutes.ts", 'import { openAccount } from "../../../domain/auth/application/openAccount";\nawait openAccount(engine, account, null);'],
    ["adapters/server/a/xRoutes.ts", "await engine.commands.load(d, s);\nawait run(memberId, command);"],
    ["adapters/server/a/caller.ts", 'import { openStore } from "../../store/openStore";\nawait engine.runner.run(d, s, c, o);'],
  ])("allow %s", (file, source) => {
    expect(checkSource(file, source, ROUTE_TEST_DECIDERS)).toEqual([]);
  });

  it.each([
    ["export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, decide, evolve };", ["userDecider"]],
    ['export const memberPhoneClaim = uniqueClaimDecider("phoneNumber");', ["memberPhoneClaim"]],
    ["export const promotion = { initialState, decide, evolve } satisfies Decider<S, C, E>;", ["promotion"]],
    ['export const INVALID_USER = "Invalid user";\nconst hiddenDecider = 1;\nexport type Decider2 = number;', []],
  ])("recognise the deciders of %s", (source, names) => {
    expect(deciderExports("domain/x.ts", source)).toEqual(names);
  });
});
