// Owns: walking a signed-in user's whole navigation drawer in the browser, as the role suites do
// (ownerFixes.spec.ts: no 403 anywhere; accessibility.spec.ts: axe on every page): every group
// unfolded, every entry clicked (each a real link), and the entries a page adds (a restaurant's
// group, shown on its pages, reached from the first restaurant of the list) walked too.
import { expect, type Page } from "@playwright/test";

export const navigation = (page: Page) => page.getByRole("navigation", { name: "Navigation" });

/** Opens every folded group of the drawer (a group title is a button). */
export const unfoldDrawer = async (page: Page) => {
  // Groups needing a right in the business may appear while this runs: unfold until none is left.
  const folded = navigation(page).getByRole("button", { expanded: false });
  while ((await folded.count()) > 0) {
    const header = folded.first();
    const title = (await header.textContent()) ?? "";
    await header.click();
    await expect(navigation(page).getByRole("button", { name: title, exact: true })).toHaveAttribute("aria-expanded", "true");
  }
};

export interface DrawerWalk {
  /** The entries' addresses, in the order visited. */
  readonly visited: ReadonlyArray<string>;
  /** The calls the server refused with 403, with the page they were made on. */
  readonly refused: ReadonlyArray<string>;
}

/**
 * Clicks every drawer entry the user is shown, and every entry the pages it reaches add,
 * calling `onPage` on each page once it has loaded (and on the restaurant page opened from the list).
 */
export const walkDrawer = async (page: Page, onPage: (href: string) => Promise<void> = async () => undefined): Promise<DrawerWalk> => {
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname} (on ${new URL(page.url()).pathname})`);
  });
  const visited: string[] = [];
  const hrefs = async () => {
    await unfoldDrawer(page);
    return navigation(page).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  };
  // Each entry with the page it was found on: a restaurant's entries show only on its pages.
  const queue: Array<{ readonly href: string; readonly from: string }> = (await hrefs()).map((href) => ({ href, from: page.url() }));
  while (queue.length > 0) {
    const { href, from } = queue.shift()!;
    if (visited.includes(href)) continue;
    expect(href, "a drawer entry is a real link").toMatch(/^\//);
    visited.push(href);
    await unfoldDrawer(page);
    if ((await navigation(page).locator(`a[href="${href}"]`).count()) === 0) {
      await page.goto(from);
      await unfoldDrawer(page);
    }
    await navigation(page).locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(href.split("?")[0]!));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await onPage(href);
    // A business's restaurant page adds the restaurant's group: walk it too (from the first
    // restaurant). The provider's list of every restaurant (`/restaurants`) leads into other
    // businesses, which are not this walk's drawer.
    if (href.startsWith("/b/") && href.endsWith("/restaurants")) {
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page).not.toHaveURL(/\/restaurants$/);
      await page.waitForLoadState("networkidle");
      // The restaurant's group joins the drawer once the restaurant's page has its rights: wait
      // for its entries, or a loaded machine would walk on without them.
      const restaurant = new URL(page.url()).pathname.replace(/^(\/b\/[^/]+\/restaurants\/[^/]+).*$/, "$1");
      await expect(async () => {
        await unfoldDrawer(page);
        expect(await navigation(page).locator(`a[href^="${restaurant}/"]`).count()).toBeGreaterThan(0);
      }).toPass();
      await onPage(new URL(page.url()).pathname);
    }
    const here = page.url();
    for (const next of await hrefs()) if (!visited.includes(next) && !queue.some((entry) => entry.href === next)) queue.push({ href: next, from: here });
  }
  return { visited, refused };
};
