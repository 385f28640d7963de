// The theme's rules on a hand-written sheet (which selectors go, which stay) and on the real
// Lara theme with sources that import one component: its rules stay, another component's go.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneThemeRules, uiThemeRules } from "./uiThemeRules";

const require = createRequire(import.meta.url);
const THEME_CSS = require.resolve("primereact/resources/themes/lara-light-teal/theme.css");

type Hook = (this: unknown, ...args: unknown[]) => unknown;

describe("pruneThemeRules", () => {
  const written = new Set(["p-button", "p-component", "p-tag-", "p-disabled"]);

  it("drops a selector naming a class nothing writes and keeps the rule's other selectors", () => {
    expect(pruneThemeRules(".p-button, .p-datatable .p-button { color: red }", written)).toBe(".p-button{ color: red }\n");
    expect(pruneThemeRules(".p-datatable { color: red } .p-tree-toggler { color: blue }", written)).toBe("");
  });

  it("counts a written class as every class it starts with a dash, and a written prefix ending in a dash likewise", () => {
    expect(pruneThemeRules(".p-button-danger{a:b}.p-dialog-enter{a:b}.p-tag-warning{a:b}.p-tagx{a:b}", written)).toBe(".p-button-danger{a:b}\n.p-tag-warning{a:b}\n");
  });

  it("does not count the classes inside a pseudo-class's parentheses, and keeps rules without p- classes", () => {
    const css = ".p-button:not(.p-galleria){a:b}:where(.p-galleria){a:b}.p-tree:has(.p-button){a:b}.pi{a:b}*{box-sizing:border-box}";
    expect(pruneThemeRules(css, written)).toBe(".p-button:not(.p-galleria){a:b}\n:where(.p-galleria){a:b}\n.pi{a:b}\n*{box-sizing:border-box}\n");
  });

  it("prunes inside @media, drops an emptied @media, keeps keyframes and comments out", () => {
    const css = "/* x */@media screen and (max-width: 960px){.p-datatable{a:b}}@media print{.p-button{a:b}}@keyframes p-fade{from{opacity:0}to{opacity:1}}";
    expect(pruneThemeRules(css, written)).toBe("@media print{.p-button{a:b}\n}\n@keyframes p-fade{from{opacity:0}to{opacity:1}}\n");
  });
});

describe("uiThemeRules on the Lara theme", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "ui-theme-rules-"));
    await writeFile(path.join(root, "Page.tsx"), `import { Dropdown } from "primereact/dropdown";\n<div className="p-card" />`);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps the rules of an imported component and of what it imports, and drops another component's", async () => {
    const plugin = uiThemeRules({ sources: ["."] }) as Plugin;
    (plugin.configResolved as Hook).call(undefined, { root });
    const css = ((await (plugin.transform as Hook).call(undefined, await readFile(THEME_CSS, "utf8"), THEME_CSS)) as { code: string }).code;
    expect(css).toContain(".p-dropdown-panel .p-dropdown-items .p-dropdown-item");
    // The Dropdown imports the Tooltip, which the sources never name.
    expect(css).toContain(".p-tooltip .p-tooltip-text");
    expect(css).toContain(".p-card");
    expect(css).not.toContain(".p-datatable");
    expect(css).not.toContain(".p-galleria");
    expect(css.length).toBeLessThan((await readFile(THEME_CSS, "utf8")).length / 2);
  });
});
