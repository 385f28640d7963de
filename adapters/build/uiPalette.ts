// The UI's colours at build time: the one place the palette is set (a Vite plugin over the
// PrimeReact Lara teal theme, the way uiFonts.ts rewrites its fonts).
// Lara's tones (Tailwind's 500s: teal #14b8a6, green #22c55e, red #ef4444, orange #f97316,
// sky #0ea5e9, purple #a855f7) carry white text at 2.3 to 4.0:1, and its message and toast text
// (#1ea97c, #ff5757, #cc8925, #3b82f6) and error red #e24c4c read at 2.4 to 4.0:1 on their
// backgrounds; WCAG AA needs 4.5:1 for text. The theme writes these as literal colours in about 300 rules
// (not variables), so the build replaces each literal with the same hue two steps darker, and
// each hover and pressed shade with the steps after it, which keeps the theme's three-step
// feedback; the page's own styles read the theme's variables (--primary-color, --primary-700...),
// which change with it. Decision: the named colour scales (--green-500: and the like) are left
// as they are; they are the Tailwind scales by name, not the theme's choices.
import type { Plugin } from "vite";

/** Each theme colour and the colour the UI uses instead (all keys lower case). */
export const PALETTE: Readonly<Record<string, string>> = {
  // The primary teal: rest, hover, pressed, and the --primary-N scale from 500 up.
  "#14b8a6": "#0f766e",
  "#0d9488": "#115e59",
  "#0f766e": "#134e4a",
  "#119c8d": "#115e59",
  "#0e8174": "#134e4a",
  "#0b655b": "#0f3f3b",
  "#084a42": "#0a302c",
  // Success, danger, warning, info and help: rest, hover, pressed.
  "#22c55e": "#15803d",
  "#16a34a": "#166534",
  "#15803d": "#14532d",
  "#ef4444": "#b91c1c",
  "#dc2626": "#991b1b",
  "#b91c1c": "#7f1d1d",
  "#f97316": "#c2410c",
  "#ea580c": "#9a3412",
  "#c2410c": "#7c2d12",
  "#0ea5e9": "#0369a1",
  "#0284c7": "#075985",
  "#0369a1": "#0c4a6e",
  "#a855f7": "#7e22ce",
  "#9333ea": "#6b21a8",
  "#7e22ce": "#581c87",
  // Message and toast text (success, error, warning, info) and the invalid-field red.
  "#1ea97c": "#166534",
  "#ff5757": "#b91c1c",
  "#cc8925": "#92400e",
  "#3b82f6": "#1d4ed8",
  "#e24c4c": "#b91c1c",
};

const THEME_CSS = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
const HEX = /#[0-9a-fA-F]{6}\b/g;
/** A named scale's step (`--green-500:#22c55e;`), left as it is; `--primary-500` is the theme's own. */
const NAMED_SCALE_STEP = /^\s*--(?!primary-)[a-z]+-\d+\s*:/;

/** Lara teal's highlight background as the other Lara themes have it (their 50 step). */
export const HIGHLIGHT_BACKGROUND = "#f0fdfa";

// PrimeReact 10.9.9's lara-light-teal ships its highlight background as the highlight text colour
// (`--highlight-bg: #0f766e`, and `color` and `background` both #0f766e in 43 rules: a chosen
// day, a selected option, an active step), so selected items read as blank boxes. The other Lara
// themes pair a dark text with their 50 step; this restores that pairing before recolouring.
const SAME_HIGHLIGHT = /(color: #0f766e;\s*background: )#0f766e;/g;
const SAME_HIGHLIGHT_BACKGROUND_FIRST = /(background: )#0f766e;(\s*color: #0f766e;)/g;
const HIGHLIGHT_VARIABLE = /(--highlight-bg: )#0f766e;/g;

/** The theme's CSS with its highlights repaired and every palette colour replaced, in one pass (a replacement is never replaced again). */
export const recolourTheme = (css: string): string =>
  css
    .replace(SAME_HIGHLIGHT, `$1${HIGHLIGHT_BACKGROUND};`)
    .replace(SAME_HIGHLIGHT_BACKGROUND_FIRST, `$1${HIGHLIGHT_BACKGROUND};$2`)
    .replace(HIGHLIGHT_VARIABLE, `$1${HIGHLIGHT_BACKGROUND};`)
    .split("\n")
    .map((line) => (NAMED_SCALE_STEP.test(line) ? line : line.replace(HEX, (hex) => PALETTE[hex.toLowerCase()] ?? hex)))
    .join("\n");

export const uiPalette = (): Plugin => ({
  name: "ui-palette",
  enforce: "pre",
  transform: (code, id) => (THEME_CSS.test(id.split("?", 1)[0] ?? id) ? { code: recolourTheme(code), map: null } : undefined),
});
