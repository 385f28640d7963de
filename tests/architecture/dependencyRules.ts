// The layer rules of ARCHITECTURE.md §2, checked on the syntax tree of every source file:
// domain/ imports only itself and pure libraries and never reads the clock, randomness or the
// network; machines/ never imports adapters or ui; ui/ reaches adapters only through its one
// composition module; no product code imports tests/ (test files beside modules may use its support,
// domain tests included); route files stay thin (routeRules.ts: given the domain's decider exports);
// the UI's feature areas (ui/loyalty, ui/marketing, ...) import the shared folders (ui/kit for fields,
// frames and pickers; ports, session, shell, app) but not each other, and the kit imports no area.
// Tests and test fixtures (`testing/` folders) may borrow another area's fakes.
import { builtinModules } from "node:module";
import ts from "typescript";
import { type DeciderIndex, isRouteFile, routeRulesBroken } from "./routeRules";

const PURE_LIBRARIES = ["effect", "immer", "temporal-polyfill", "cron-parser", "@casl/ability", "libphonenumber-js"];
const TEST_LIBRARIES = ["vitest", "fast-check", "@fast-check/vitest"];
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const COMPOSITION = /^ui\/app\/composition\.tsx?$/;

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
}

const UI_SHARED = new Set(["kit", "ports", "session", "shell", "app"]);

const layerOf = (path: string) => path.split("/")[0] ?? "";
const uiFolderOf = (path: string) => (layerOf(path) === "ui" ? (path.split("/")[1] ?? "") : "");
const isTestSupport = (file: string) => isTest(file) || file.split("/").includes("testing");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);

/** The repository-relative path a relative import lands on, e.g. "adapters/store/openStore". */
const targetPath = (file: string, specifier: string): string => {
  const parts = file.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
};

/** ui/ areas import the shared folders, not each other; the kit imports no area. */
const uiAreaRule = (file: string, target: string): string | undefined => {
  const from = uiFolderOf(file);
  const to = uiFolderOf(target);
  if (from === "" || to === "" || from === to || from === "app" || UI_SHARED.has(to) || isTestSupport(file)) return undefined;
  return from === "kit" ? `ui/kit/ must not import the area ui/${to}/` : `ui/${from}/ must not import ui/${to}/: share it through ui/kit/`;
};

const importRule = (file: string, specifier: string): string | undefined => {
  const from = layerOf(file);
  if (specifier.startsWith(".")) {
    const target = targetPath(file, specifier);
    const to = layerOf(target);
    if (to === "tests" && from !== "tests" && !isTest(file)) return `${from}/ must not import tests/`;
    // A domain test may use the test support (an engine on the memory store for application functions).
    if (from === "domain" && to !== "domain" && !(isTest(file) && to === "tests")) return `domain/ must not import ${to}/`;
    if (from === "machines" && (to === "adapters" || to === "ui")) return `machines/ must not import ${to}/`;
    if (from === "ui" && to === "adapters" && !COMPOSITION.test(file)) return "ui/ reaches adapters only through ui/app/composition.ts";
    return uiAreaRule(file, target);
  }
  if (from !== "domain") return undefined;
  if (NODE_BUILTINS.has(specifier)) return `domain/ must not import the node built-in ${specifier}`;
  const name = packageName(specifier);
  if (PURE_LIBRARIES.includes(name) || (isTest(file) && TEST_LIBRARIES.includes(name))) return undefined;
  return `domain/ must not import ${specifier}`;
};

const impureUse = (node: ts.Node): string | undefined => {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Date") return "new Date()";
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const use = `${node.expression.text}.${node.name.text}`;
    if (["Date.now", "Temporal.Now", "Math.random", "performance.now", "crypto.getRandomValues", "crypto.randomUUID"].includes(use)) return use;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["fetch", "setTimeout", "setInterval"].includes(node.expression.text)) {
    return `${node.expression.text}()`;
  }
  return undefined;
};

export const checkSource = (file: string, source: string, deciders: DeciderIndex = new Map()): Violation[] => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const violations: Violation[] = [];
  const report = (node: ts.Node, rule: string) =>
    violations.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, rule });
  const pureLayer = layerOf(file) === "domain" || layerOf(file) === "machines";
  const route = isRouteFile(file);
  const visit = (node: ts.Node): void => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? node)
          ? (node.arguments[0] as ts.StringLiteral).text
          : undefined;
    const broken = specifier === undefined ? undefined : importRule(file, specifier);
    if (broken !== undefined) report(node, broken);
    const impure = pureLayer && !isTest(file) ? impureUse(node) : undefined;
    if (impure !== undefined) report(node, `${layerOf(file)}/ must not use ${impure}: take it from the context`);
    if (route) for (const rule of routeRulesBroken(file, node, deciders)) report(node, rule);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return violations;
};
