// The UI's fonts at build time (a Vite plugin over the CSS of the UI's libraries):
// - Text: PrimeReact's Lara theme declares the Inter variable font (woff2 files of 346 KB and
//   381 KB) and makes it the page font. The UI uses the system font stack instead
//   (ui/app/global.css sets --font-family), so the theme's @font-face rules are dropped: no font
//   to download before text paints, and none emitted.
// - Icons: PrimeIcons lists five formats (eot, woff2, woff, ttf, svg); every browser that runs
//   the bundle's ES modules reads woff2, so only that one is kept and the 600 KB of the others are
//   not emitted.
import type { Plugin } from "vite";

const THEME_CSS = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
const PRIMEICONS_CSS = /primeicons\/primeicons\.css$/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

const ICONS_FACE = `@font-face {
  font-family: "primeicons";
  font-display: block;
  src: url("./fonts/primeicons.woff2") format("woff2");
  font-weight: normal;
  font-style: normal;
}`;

const rewrite = (id: string, code: string): string | undefined => {
  if (THEME_CSS.test(id)) return code.replace(FONT_FACE, "");
  if (PRIMEICONS_CSS.test(id)) return code.replace(FONT_FACE, ICONS_FACE);
  return undefined;
};

export const uiFonts = (): Plugin => ({
  name: "ui-fonts",
  enforce: "pre",
  transform: (code, id) => {
    const css = rewrite(id.split("?", 1)[0] ?? id, code);
    return css === undefined ? undefined : { code: css, map: null };
  },
});
