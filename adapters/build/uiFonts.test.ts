// The fonts plugin on the real library CSS: a build keeps only the PrimeIcons rules and glyphs
// the sources name and points @font-face at the subset TrueType file; the theme loses its Inter
// faces; the dev server keeps every icon on the woff2.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { glyphIdsOf } from "./iconFontSubset";
import { uiFonts } from "./uiFonts";

const require = createRequire(import.meta.url);
const ICONS_CSS = require.resolve("primeicons/primeicons.css");
const THEME_CSS = require.resolve("primereact/resources/themes/lara-light-teal/theme.css");

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const run = async (plugin: Plugin, command: "build" | "serve", root: string, id: string): Promise<string> => {
  (plugin.configResolved as Hook).call(undefined, { root, cacheDir: path.join(root, ".cache"), command });
  const result = (await (plugin.transform as Hook).call(undefined, await readFile(id, "utf8"), id)) as { code: string };
  return result.code;
};

describe("uiFonts", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "ui-fonts-"));
    await writeFile(path.join(root, "Page.tsx"), `<i className="pi pi-shop" /> <Button icon="pi pi-users" />`);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps only the named icons in a build, served from a TrueType subset", async () => {
    const css = await run(uiFonts({ iconSources: ["."] }), "build", root, ICONS_CSS);
    expect(css).toContain(".pi-shop:before");
    expect(css).toContain(".pi-users:before");
    expect(css).not.toContain(".pi-car:before");
    expect(css).toContain(".pi-spin");
    const url = /src: url\("([^"]+)"\) format\("truetype"\)/.exec(css)?.[1];
    expect(url).toBeDefined();
    const font = await readFile(path.resolve(path.dirname(ICONS_CSS), url as string));
    expect(glyphIdsOf(font).size).toBe(2);
  });

  it("keeps every icon on the woff2 on the dev server", async () => {
    const css = await run(uiFonts({ iconSources: ["."] }), "serve", root, ICONS_CSS);
    expect(css).toContain(".pi-car:before");
    expect(css).toContain('src: url("./fonts/primeicons.woff2") format("woff2")');
    expect(css).not.toContain(".eot");
  });

  it("drops the theme's Inter font faces", async () => {
    const css = await run(uiFonts({ iconSources: ["."] }), "build", root, THEME_CSS);
    expect(css).not.toContain("@font-face");
    expect(css).not.toContain("InterVariable");
    expect(css).toContain("--primary-color");
  });
});
