// The theme's rules for PrimeReact components the UI never draws, dropped at build time (a Vite
// plugin over PrimeReact's theme.css, issue 14). The Lara theme styles all 90 components (224 KB,
// render-blocking on every page, parsed before the first frame); the UI imports about 50.
// A rule's selector can only match when every class it names can be on an element, and a `p-…`
// class can only be on an element when some source writes it: the UI's sources (folders given)
// and the PrimeReact modules they import, followed through PrimeReact's own imports. A selector
// naming a `p-…` class that none of them writes is dropped; a rule keeps its other selectors and
// goes only when none is left.
// Decisions, so that nothing drawn loses a rule:
// - a written `p-x` also stands for every `p-x-…` (PrimeReact and react-transition-group append
//   suffixes: `p-dialog` gives `p-dialog-enter`), and a written `p-x-` for every `p-x-…`
//   (`"p-button-" + severity`);
// - classes inside a pseudo-class's parentheses (`:not(…)`, `:has(…)`, `:is(…)`) do not count;
// - at-rules other than @media, @supports and @layer (keyframes, font faces) are kept whole.
// The dev server keeps the whole theme.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const THEME_CSS = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
const SOURCE_FILE = /\.tsx?$/;
const PRIMEREACT_IMPORT = /from\s*["']primereact\/([a-z]+)["']/g;
const CLASS_TOKEN = /(?<![\w-])p-[a-z0-9-]*/g;

/** Every `p-…` token the sources under `folders` write, and those of the PrimeReact modules they import. */
export const writtenClasses = async (folders: ReadonlyArray<string>, primereactDir: string): Promise<Set<string>> => {
  const tokens = new Set<string>();
  const components: string[] = [];
  const read = (text: string): void => {
    for (const [token] of text.matchAll(CLASS_TOKEN)) tokens.add(token);
    for (const [, name] of text.matchAll(PRIMEREACT_IMPORT)) components.push(name as string);
  };
  for (const folder of folders) {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    for (const entry of entries.filter((e) => e.isFile() && SOURCE_FILE.test(e.name))) read(await readFile(path.join(entry.parentPath, entry.name), "utf8"));
  }
  const seen = new Set<string>();
  for (let name = components.pop(); name !== undefined; name = components.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    // Type-only entries (primereact/menuitem) have no module.
    const text = await readFile(path.join(primereactDir, name, `${name}.esm.js`), "utf8").catch(() => "");
    read(text);
  }
  return tokens;
};

const classCanBeWritten = (name: string, written: ReadonlySet<string>): boolean => {
  if (written.has(name)) return true;
  for (let dash = name.lastIndexOf("-"); dash > 1; dash = name.lastIndexOf("-", dash - 1)) {
    if (written.has(name.slice(0, dash)) || written.has(name.slice(0, dash + 1))) return true;
  }
  return false;
};

const PSEUDO_ARGUMENT = /:[\w-]+\([^()]*\)/g;

const selectorCanMatch = (selector: string, written: ReadonlySet<string>): boolean => {
  let counted = selector;
  for (let inner = counted.replace(PSEUDO_ARGUMENT, ""); inner !== counted; inner = counted.replace(PSEUDO_ARGUMENT, "")) counted = inner;
  return [...counted.matchAll(/\.(p-[\w-]+)/g)].every(([, name]) => classCanBeWritten(name as string, written));
};

/** The selector list split on its top-level commas. */
const selectorsOf = (list: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === "(" || c === "[") depth += 1;
    else if (c === ")" || c === "]") depth -= 1;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
};

const GROUPING_AT_RULE = /^@(?:media|supports|layer)\b/;

const pruneBlock = (css: string, written: ReadonlySet<string>): string => {
  let out = "";
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf("{", at);
    if (open < 0) {
      out += css.slice(at);
      break;
    }
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close += 1) {
      if (css[close] === "{") depth += 1;
      else if (css[close] === "}") depth -= 1;
    }
    const head = css.slice(at, open).trim();
    const body = css.slice(open + 1, close - 1);
    if (GROUPING_AT_RULE.test(head)) {
      const inner = pruneBlock(body, written);
      if (inner.trim() !== "") out += `${head}{${inner}}\n`;
    } else if (head.startsWith("@")) {
      out += `${head}{${body}}\n`;
    } else {
      const kept = selectorsOf(head).filter((selector) => selectorCanMatch(selector, written));
      if (kept.length > 0) out += `${kept.join(",")}{${body}}\n`;
    }
    at = close;
  }
  return out;
};

/** The theme without the rules none of whose selectors can match an element the UI writes. */
export const pruneThemeRules = (css: string, written: ReadonlySet<string>): string => pruneBlock(css.replace(/\/\*[\s\S]*?\*\//g, ""), written);

export interface UiThemeRulesOptions {
  /** Folders (from the project root) whose sources are the UI. */
  readonly sources: ReadonlyArray<string>;
}

export const uiThemeRules = (options: UiThemeRulesOptions): Plugin => {
  let root = "";
  let written: Promise<Set<string>> | undefined;
  return {
    name: "ui-theme-rules",
    apply: "build",
    enforce: "pre",
    configResolved: (config) => {
      root = config.root;
    },
    transform: async (code, id) => {
      const file = id.split("?", 1)[0] ?? id;
      if (!THEME_CSS.test(file)) return undefined;
      const primereactDir = path.dirname(createRequire(import.meta.url).resolve("primereact/package.json"));
      written ??= writtenClasses(options.sources.map((folder) => path.join(root, folder)), primereactDir);
      return { code: pruneThemeRules(code, await written), map: null };
    },
  };
};
