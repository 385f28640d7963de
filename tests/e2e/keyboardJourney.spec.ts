// Issue 19 item 8: a flow done by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; no click):
// an owner signs in, opens the member store from the drawer, creates a category in its dialog
// and reads the success toast. Each control reached shows where the focus is (:focus-visible),
// a dialog takes the focus when it opens and gives it back to its opener when it closes.
import { type Locator, type Page, test } from "@playwright/test";
import { openFullBusiness } from "./accessibilityWorld";
import { type Owner, HASHING, expect } from "./loyaltyWorld";

test.describe.configure({ timeout: 180_000 });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);

/** Presses `key` (Tab or Shift+Tab) until `target` holds the focus, which must then be visible. */
const tabTo = async (page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") => {
  for (let presses = 0; presses < 60 && !(await isFocused(target)); presses += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(":focus-visible")), "the focus is shown").toBe(true);
};

const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.slice(0, 40)}`);

test("an owner signs in, opens the store from the drawer and creates a category, by keyboard alone", async ({ page, request }) => {
  const owner: Owner = { phone: "+60125558021", typed: "12-555 8021", password: "owner-pass-keys", name: "Keys Owner" };
  const world = await openFullBusiness(request, owner, "Keys", ["+60135558021", "+60135558022"]);

  await page.goto("/auth/login");
  await tabTo(page, page.getByLabel("Phone", { exact: true }));
  await page.keyboard.type(owner.typed);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(owner.password);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/auth\//, HASHING);

  // Home lists the business: its link opens it.
  await tabTo(page, page.getByRole("link", { name: /Kedai Keys/ }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/b/${world.businessId}`));

  // The drawer: the Loyalty group opens with Enter, its Store entry with Enter.
  const drawer = page.getByRole("navigation", { name: "Navigation" });
  const loyalty = drawer.getByRole("button", { name: "Loyalty" });
  await tabTo(page, loyalty);
  await page.keyboard.press("Enter");
  await expect(loyalty).toHaveAttribute("aria-expanded", "true");
  await tabTo(page, drawer.getByRole("link", { name: "Store" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /Store/ })).toBeVisible();

  // The dialog takes the focus, the name is typed, Create is pressed.
  const opener = page.getByRole("button", { name: "New category" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New category" });
  await expect(dialog).toBeVisible();
  expect(await isFocused(dialog), `focus in the dialog, not on ${await focusedText(page)}`).toBe(true);
  await tabTo(page, dialog.getByLabel("Name"));
  await page.keyboard.type("Drinks");
  await tabTo(page, dialog.getByRole("button", { name: "Create" }));
  const toast = page.locator(".p-toast-message-success", { hasText: "Store updated" });
  const shown = toast.first().waitFor();
  await page.keyboard.press("Enter");
  await shown;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Drinks" })).toBeVisible();
  // Back where it started: the next Tab goes on from the button that opened the dialog.
  await expect(opener).toBeFocused();
});
