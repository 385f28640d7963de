// The menu manager in a real browser against the real server (issue 16): an owner builds a small
// menu as a person would (a category, a variant, an add-on group, a product with the variant and
// the group and a thumbnail, a DELIVERY catalog with a price, a variant price and an add-on override), is told a 3-decimal price is refused, sees
// a blocked category delete explain itself (the products using it, linked) and the server's
// refusal, picks the new product by name in an item promotion, and axe finds no serious or critical violation on the pages and dialogs; screenshots
// at 1280 and 390 px.
// Decision: the owner, its business and restaurant are made over the API (the business suite
// covers making them through the screens).
import { test, type Locator, type Page } from "@playwright/test";
import { platePng } from "../../adapters/demo/demoThumbnails";
import { seriousViolations } from "./axeCheck";
import { type Owner, expect, openBusiness, shootBoth, signIn } from "./loyaltyWorld";
import { seeSuccess, seeToast } from "./toasts";

test.describe.configure({ timeout: 150_000 });

const OWNER: Owner = { phone: "+60125557161", typed: "12-555 7161", password: "owner-pass-16", name: "Mei Owner" };

const noViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

const drawer = (page: Page) => page.getByRole("navigation");

const saved = (page: Page, click: () => Promise<void>) => seeSuccess(page, "Action was successful", click);

const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.locator(".p-dropdown", { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

const pick = async (page: Page, scope: Locator, label: string, options: ReadonlyArray<string>) => {
  await scope.locator(".p-multiselect", { has: page.getByLabel(label) }).click();
  for (const option of options) await page.getByRole("option", { name: option, exact: true }).click();
  await page.locator(".p-multiselect-close").click();
};

test("an owner builds a menu, overrides a delivery price and is told why a category cannot go", async ({ page }) => {
  const { businessId, restaurantId } = await openBusiness(page.request, OWNER, "Kopi Mei");
  await signIn(page, OWNER);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/b/${businessId}/restaurants/${restaurantId}/menu/categories`);

  // The drawer's Menu group leads to every module.
  await expect(drawer(page).getByRole("link", { name: "Stock items (SKU)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByText("No data")).toBeVisible();
  await noViolations(page);

  // A category: the name is required.
  await page.getByRole("button", { name: "New category" }).click();
  const category = page.getByRole("dialog", { name: "New category" });
  await category.getByRole("button", { name: "Save" }).click();
  await expect(category.getByText("Name is required")).toBeVisible();
  await noViolations(page);
  await category.getByLabel("Name", { exact: true }).fill("Coffee");
  await saved(page, () => category.getByRole("button", { name: "Save" }).click());
  await expect(page.getByRole("row", { name: /Coffee/ })).toBeVisible();

  // A variant with two options.
  await drawer(page).getByRole("link", { name: "Variants" }).click();
  await page.getByRole("button", { name: "New variant" }).click();
  const variant = page.getByRole("dialog", { name: "New variant" });
  await variant.getByLabel("Name", { exact: true }).fill("Size");
  await variant.getByRole("button", { name: "Add option" }).click();
  await variant.getByLabel("Option 1", { exact: true }).fill("Regular");
  await variant.getByRole("button", { name: "Add option" }).click();
  await variant.getByLabel("Option 2", { exact: true }).fill("Large");
  await noViolations(page);
  await saved(page, () => variant.getByRole("button", { name: "Save" }).click());

  // An add-on group with one priced add-on.
  await drawer(page).getByRole("link", { name: "Add-on groups" }).click();
  await page.getByRole("button", { name: "New add-on group" }).click();
  const group = page.getByRole("dialog", { name: "New add-on group" });
  await group.getByLabel("Name", { exact: true }).fill("Milk");
  await group.getByRole("button", { name: "Add add-on" }).click();
  await group.getByLabel("Add-on 1", { exact: true }).fill("Oat milk");
  await group.getByLabel("Price", { exact: true }).fill("1.50");
  await noViolations(page);
  await saved(page, () => group.getByRole("button", { name: "Save" }).click());
  await expect(page.getByRole("row", { name: /Milk/ })).toContainText("Oat milk");

  // The product: a third decimal is refused, then the variant matrix gets its own Large price.
  await drawer(page).getByRole("link", { name: "Products" }).click();
  await expect(page.getByText("No data")).toBeVisible();
  await page.getByRole("button", { name: "New product" }).click();
  const product = page.getByRole("dialog", { name: "New product" });
  await product.getByLabel("Name", { exact: true }).fill("Kopi Latte");
  await product.getByLabel("Price", { exact: true }).fill("8.505");
  await expect(product.getByText("Max 2 decimal places")).toBeVisible();
  await product.getByLabel("Price", { exact: true }).fill("8.50");
  await expect(product.getByText("Max 2 decimal places")).toBeHidden();
  await choose(page, product, "Category", "Coffee");
  // A thumbnail: a picked PNG is uploaded and shown before Save.
  await product.getByTestId("thumbnail-input").setInputFiles({ name: "latte.png", mimeType: "image/png", buffer: platePng([111, 78, 55], [243, 234, 224]) });
  await expect(product.getByRole("img", { name: "Thumbnail of Kopi Latte" })).toBeVisible();
  // The editor's steps: Variants, Add-ons and options, Inventory and taxes, Preview.
  await product.getByRole("button", { name: "Next" }).click();
  await pick(page, product, "Variants", ["Size"]);
  await product.getByLabel("Price of Large", { exact: true }).fill("10.00");
  await product.getByLabel("Code suffix of Large").fill("-L");
  await product.getByRole("button", { name: "Next" }).click();
  await pick(page, product, "Add-on groups", ["Milk"]);
  await product.getByRole("button", { name: "Next" }).click();
  await expect(product.getByText("Inventory bindings")).toBeVisible();
  await product.getByRole("button", { name: "Next" }).click();
  await expect(product.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(product.getByText("Hidden in the customer app", { exact: false })).toBeHidden();
  await expect(product.getByRole("status")).toContainText("Orderable");
  await noViolations(page);
  await shootBoth(page, "menu-product-editor");
  await saved(page, () => product.getByRole("button", { name: "Save" }).click());
  await expect(page.getByRole("row", { name: /Kopi Latte/ }).locator("img")).toHaveAttribute("src", /\/api\/v2\/files\/restaurant\/.+\/menu\/thumbnails\//);
  await expect(page.getByRole("row", { name: /Kopi Latte/ })).toContainText("8.50");

  // A DELIVERY catalog, then a price override in its grid.
  await drawer(page).getByRole("link", { name: "Catalogs" }).click();
  await page.getByRole("button", { name: "New catalog" }).click();
  const catalog = page.getByRole("dialog", { name: "New catalog" });
  await catalog.getByLabel("Name", { exact: true }).fill("Grab");
  await saved(page, () => catalog.getByRole("button", { name: "Save" }).click());
  await page.getByLabel("Price of Kopi Latte in this catalog", { exact: true }).fill("9.90");
  // The Large size's own price there, and oat milk not offered on Grab.
  await page.getByRole("button", { name: "Variant prices and schedule of Kopi Latte in this catalog" }).click();
  const more = page.getByRole("dialog", { name: "Kopi Latte in Grab" });
  await more.getByLabel("Price of Large in this catalog", { exact: true }).fill("11.90");
  await noViolations(page);
  await more.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Variant prices and schedule of Kopi Latte in this catalog, 1 set" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Offer Oat milk of Milk in Grab" }).uncheck();
  await saved(page, () => page.getByRole("button", { name: "Save catalog" }).click());
  await expect(page.getByRole("button", { name: "Save catalog" })).toBeDisabled();
  await noViolations(page);
  await shootBoth(page, "menu-catalogs");
  await page.reload();
  await expect(page.getByLabel("Price of Kopi Latte in this catalog", { exact: true })).toHaveValue("9.90");
  await expect(page.getByRole("checkbox", { name: "Offer Oat milk of Milk in Grab" })).not.toBeChecked();
  await page.getByRole("button", { name: "Variant prices and schedule of Kopi Latte in this catalog, 1 set" }).click();
  await expect(page.getByRole("dialog", { name: "Kopi Latte in Grab" }).getByLabel("Price of Large in this catalog", { exact: true })).toHaveValue("11.90");
  await page.keyboard.press("Escape");

  // A category in use: the dialog names the product (a link to it) and the server refuses.
  await drawer(page).getByRole("link", { name: "Categories" }).click();
  await page.getByRole("button", { name: "Delete Coffee" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText("Cannot delete Coffee: used by products Kopi Latte");
  await expect(confirmation.getByRole("link", { name: "Kopi Latte" })).toBeVisible();
  await noViolations(page);
  await shootBoth(page, "menu-blocked-delete");
  await seeToast(page, "Cannot delete Coffee: used by products Kopi Latte", () => confirmation.getByRole("button", { name: "Delete" }).click(), "error");
  await expect(page.getByRole("row", { name: /Coffee/ })).toBeVisible();

  // The new product is there to pick, by name, in an item promotion.
  await page.goto(`/b/${businessId}/marketing/promotion`);
  await page.getByRole("button", { name: "New promotion", exact: true }).click();
  await page.getByRole("menuitem", { name: "Item promotion" }).click();
  const wizard = page.getByRole("dialog", { name: "Create new promotion" });
  await wizard.getByLabel("Name").fill("Latte Tuesday");
  await wizard.getByRole("button", { name: /Buy x get y \(same product set\)/ }).click();
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("textbox", { name: "Search products by name" }).fill("latte");
  await wizard.getByRole("checkbox", { name: /^Kopi Latte Product/ }).check();
  await expect(wizard.getByRole("list", { name: "Products picked" }).getByText("Kopi Latte")).toBeVisible();
});
