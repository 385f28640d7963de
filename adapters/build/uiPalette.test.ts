import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HIGHLIGHT_BACKGROUND, PALETTE, recolourTheme } from "./uiPalette";

const THEME = readFileSync("node_modules/primereact/resources/themes/lara-light-teal/theme.css", "utf8");

/** WCAG 2 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The colour the theme's rule led by `selector` (its first selector) gives `property`. */
const ruleColour = (css: string, selector: string, property: string): string => {
  const at = css.search(new RegExp(`\\n  ${selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[ ,]`));
  const body = css.slice(at, css.indexOf("}", at + 1));
  const match = new RegExp(`\\n\\s*${property}:\\s*(?:solid\\s*)?(#[0-9a-f]{6})`).exec(body);
  if (at < 0 || match === null) throw new Error(`no ${property} in ${selector}`);
  return match[1]!;
};

describe("the UI palette", () => {
  const recoloured = recolourTheme(THEME);

  it("gives white text at least 4.5:1 on the primary button, tag and the severity buttons", () => {
    const tones = ["success", "info", "warning", "danger", "help"].map((tone) => `.p-button.p-button-${tone}`);
    for (const selector of [".p-button", ".p-tag", ...tones, ".p-tag.p-tag-success", ".p-tag.p-tag-info", ".p-tag.p-tag-warning", ".p-tag.p-tag-danger"]) {
      const background = ruleColour(recoloured, selector, "background(?:-color)?");
      expect(contrast("#ffffff", background), `${selector} ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives primary links, text buttons, error text and message text at least 4.5:1 on white", () => {
    for (const theme of [...new Set(Object.values(PALETTE))]) expect(contrast("#ffffff", theme), theme).toBeGreaterThanOrEqual(4.5);
  });

  it("gives toast text at least 4.5:1 on its tinted background", () => {
    for (const [tone, background] of [["success", "#f0fbf7"], ["warn", "#fff8ef"], ["error", "#fff1f1"], ["info", "#eef4fe"]] as const) {
      const text = ruleColour(recoloured, `.p-toast .p-toast-message.p-toast-message-${tone}`, "color");
      expect(contrast(background, text), `${tone} ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives a highlighted item (a chosen day, a selected option, the active step) a light background its text reads on", () => {
    for (const selector of [".p-datepicker table td > span.p-highlight", ".p-dropdown-panel .p-dropdown-items .p-dropdown-item.p-highlight", ".p-steps .p-steps-item.p-highlight .p-steps-number"]) {
      const text = ruleColour(recoloured, selector, "color");
      const background = ruleColour(recoloured, selector, "background");
      expect(contrast(background, text), `${selector} ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(recoloured).toContain(`--highlight-bg: ${HIGHLIGHT_BACKGROUND};`);
  });

  it("replaces each colour once, and leaves the named colour scales alone", () => {
    expect(recolourTheme("a { color: #14b8a6; background: #0F766E; }")).toBe("a { color: #0f766e; background: #134e4a; }");
    expect(recolourTheme("  --teal-500:#14b8a6;\n  --primary-500:#14b8a6;")).toBe("  --teal-500:#14b8a6;\n  --primary-500:#0f766e;");
    expect(recoloured).not.toMatch(/color: #14b8a6/);
  });
});
