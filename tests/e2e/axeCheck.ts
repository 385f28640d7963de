// Owns: the accessibility check of a page in the browser suites (@axe-core/playwright), failing
// on serious or critical violations, each listed with its rule and the first nodes.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Waits until success toasts (they live 500 ms) have gone and no finite animation or transition
 *  runs: a toast fading in or out is drawn at part opacity, and axe would measure that passing
 *  contrast instead of the toast's own colours. Error toasts stay and are checked. */
const settledAnimations = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector(".p-toast-message-success") === null &&
      document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );

/** The serious and critical violations on the page now, as readable lines (empty: none); `within`
 *  narrows the check to one part of the page and `except` leaves out rules another suite owns. */
export const seriousViolations = async (page: Page, { within, except = [] }: { within?: string; except?: string[] } = {}): Promise<string[]> => {
  await settledAnimations(page);
  const builder = new AxeBuilder({ page }).disableRules(except);
  const result = await (within === undefined ? builder : builder.include(within)).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.slice(0, 5).map((node) => node.target))}`);
};
