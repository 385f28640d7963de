// The UI's fonts at build time (a Vite plugin over the CSS of the UI's libraries):
// - Text: PrimeReact's Lara theme declares the Inter variable font (woff2 files of 346 KB and
//   381 KB) and makes it the page font. The UI uses the system font stack instead
//   (ui/app/global.css sets --font-family), so the theme's @font-face rules are dropped: no font
//   to download before text paints, and none emitted.
// - Icons: PrimeIcons ships 360 glyphs in five formats (eot, woff2 of 32 KB, woff, ttf, svg).
//   A build keeps only the icons the sources name: every `pi-<name>` written in the folders given
//   (class names are literal strings in this code base), subset from primeicons.ttf
//   (iconFontSubset.ts) into one TrueType file that the server sends Brotli-compressed (about
//   11 KB), and only their `.pi-<name>:before` rules. The dev server keeps every icon and serves
//   the woff2 alone.
// Decision: an icon whose name is assembled at run time would be missing from the build, so
// icon names stay literal (`icon: "pi pi-users"`).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { subsetIconFont } from "./iconFontSubset";

const THEME_CSS = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
const PRIMEICONS_CSS = /primeicons\/primeicons\.css$/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const ICON_RULE = /\.(pi-[a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";?\s*\}/g;
const ICON_NAME = /\bpi-[a-z0-9-]+/g;
const SOURCE_FILE = /\.(?:tsx?|css|html)$/;

const iconsFace = (url: string, format: string) => `@font-face {
  font-family: "primeicons";
  font-display: block;
  src: url("${url}") format("${format}");
  font-weight: normal;
  font-style: normal;
}`;

/** Every `pi-<name>` written in the source files under `folders`. */
export const iconNamesIn = async (folders: ReadonlyArray<string>): Promise<Set<string>> => {
  const names = new Set<string>();
  for (const folder of folders) {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    for (const entry of entries.filter((e) => e.isFile() && SOURCE_FILE.test(e.name))) {
      const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
      for (const [name] of text.matchAll(ICON_NAME)) names.add(name);
    }
  }
  return names;
};

export interface UiFontsOptions {
  /** Folders (from the project root) whose sources name the icons the UI draws. */
  readonly iconSources: ReadonlyArray<string>;
}

export const uiFonts = (options: UiFontsOptions): Plugin => {
  let root = "";
  let cacheDir = "";
  let building = false;
  let used: Set<string> | undefined;

  const subsetIcons = async (css: string, cssPath: string): Promise<string> => {
    used ??= await iconNamesIn(options.iconSources.map((folder) => path.join(root, folder)));
    const names = used;
    const codes = [...css.matchAll(ICON_RULE)].filter(([, name]) => names.has(name as string)).map(([, , hex]) => parseInt(hex as string, 16));
    const font = subsetIconFont(await readFile(path.join(path.dirname(cssPath), "fonts/primeicons.ttf")), codes);
    const fontPath = path.join(cacheDir, "ui-fonts", "primeicons.ttf");
    await mkdir(path.dirname(fontPath), { recursive: true });
    await writeFile(fontPath, font);
    const url = path.relative(path.dirname(cssPath), fontPath).split(path.sep).join("/");
    return css
      .replace(FONT_FACE, iconsFace(url, "truetype"))
      .replace(ICON_RULE, (rule: string, name: string) => (names.has(name) ? rule : ""));
  };

  return {
    name: "ui-fonts",
    enforce: "pre",
    configResolved: (config) => {
      root = config.root;
      cacheDir = config.cacheDir;
      building = config.command === "build";
    },
    transform: async (code, id) => {
      const file = id.split("?", 1)[0] ?? id;
      if (THEME_CSS.test(file)) return { code: code.replace(FONT_FACE, ""), map: null };
      if (!PRIMEICONS_CSS.test(file)) return undefined;
      const css = building ? await subsetIcons(code, file) : code.replace(FONT_FACE, iconsFace("./fonts/primeicons.woff2", "woff2"));
      return { code: css, map: null };
    },
  };
};
