// Owns: the accessibility check of a page in the browser suites: axe-core run inside the page,
// failing on serious or critical violations (each listed with its rule and the first nodes).
// Decision: @axe-core/playwright is not installed; axe-core itself is (through lighthouse), so its
// browser build is injected with addScriptTag, which is what @axe-core/playwright does.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeResult = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }> };

/** The serious and critical violations on the page now, as readable lines (empty: none). */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const result = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run());
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`);
};
