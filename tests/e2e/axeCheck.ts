// Owns: the accessibility check of a page in the browser suites (@axe-core/playwright), failing
// on serious or critical violations, each listed with its rule and the first nodes.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The serious and critical violations on the page now, as readable lines (empty: none); `within`
 *  narrows the check to one part of the page and `except` leaves out rules another suite owns. */
export const seriousViolations = async (page: Page, { within, except = [] }: { within?: string; except?: string[] } = {}): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).disableRules(except);
  const result = await (within === undefined ? builder : builder.include(within)).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.slice(0, 5).map((node) => node.target))}`);
};
