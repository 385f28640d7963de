// The programme settings and the member store in a real browser against the real server (issue 5
// §7, spec 2 §2 Settings and Member store, §5, §8): an owner whose programme was set up over the
// API changes the name, member store URL and cashback and saves ('Membership updated', kept after
// a reload); a negative cashback says 'Min cashback percentage is 0'; the card design's image
// upload goes through the design image route (POST /membership/design/image, the files
// adapter) and the saved design is IMAGE after a reload. On the Store page the activation form waits for
// the company legal info with a tax registration (filled over the API after following the link
// to the company page); the owner activates the store with SST at 6 %, creates a category and a
// bundle whose price-with-tax preview charges SST on the price above the credit's value and which
// binds a menu product picked by name (shown by name when edited), edits
// it (a write on a programme changed meanwhile says the conflict and reads it again with Reload)
// and deletes it. Every screen is shot at 1280 and 390 wide into SHOTS_DIR.
import { type Page, test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { expect, openBusiness, openLoyaltyEntry, seeSuccess, shootBoth, signIn, typeOver } from "./loyaltyWorld";

test.describe.configure({ timeout: 300_000 });

const OWNER = { phone: "+60125550871", typed: "12-555 0871", password: "owner-pass-87", name: "Mei Owner" };
const DESIGNER = { phone: "+60125550872", typed: "12-555 0872", password: "owner-pass-88", name: "Wei Designer" };

/** A 950 x 600 PNG (the recommended size) drawn by the browser: stripes and a name. */
const cardImage = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 950;
    canvas.height = 600;
    const draw = canvas.getContext("2d");
    if (draw === null) return "";
    for (let i = 0; i < 10; i += 1) {
      draw.fillStyle = i % 2 === 0 ? "#7c2d12" : "#c2410c";
      draw.fillRect(i * 95, 0, 95, 600);
    }
    draw.fillStyle = "#fff7ed";
    draw.font = "bold 72px sans-serif";
    draw.fillText("Kopi Design", 60, 520);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
};

test("an owner changes the programme settings, activates the member store and manages a bundle", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Corner");
  const menu = await world.api<{ product: Array<{ id: string; name: string }> }>("PUT", `/restaurants/${world.restaurantId}/menu-v3`, { module: "product", operation: "create", data: { name: "Iced Latte", price: { amount: 1200, precision: 2, currency: "MYR" } } });
  const latte = menu.product.find((p) => p.name === "Iced Latte")?.id;
  await world.api("POST", `/businesses/${world.businessId}/membership`, { name: "Kopi Club" });
  await signIn(page, OWNER);

  // Settings: name, member store URL and cashback, saved and read back.
  await page.goto(`/b/${world.businessId}/marketing/loyalty/overview`);
  await openLoyaltyEntry(page, "Setting");
  await expect(page.getByRole("heading", { level: 1, name: "Setting" })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`Members open ${origin}/${world.businessId}`)).toBeVisible();
  await shootBoth(page, "01-settings", page.getByRole("button", { name: "Save" }));
  await page.getByLabel("Name", { exact: true }).fill("Kopi Friends");
  await page.getByLabel(/^Member store URL/).fill("kopi-friends");
  await expect(page.getByText(`Members open ${origin}/kopi-friends`)).toBeVisible();
  await typeOver(page.getByLabel("Cashback percentage"), "5");
  await typeOver(page.getByLabel("Cashback validity (days)"), "30");
  await seeSuccess(page, "Membership updated", () => page.getByRole("button", { name: "Save" }).click());
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kopi Friends");
  await expect(page.getByLabel(/^Member store URL/)).toHaveValue("kopi-friends");
  await expect(page.getByLabel("Cashback percentage")).toHaveValue("5 %");
  await expect(page.getByLabel("Cashback validity (days)")).toHaveValue("30");

  // A negative cashback is refused with the spec's message, before any call.
  await typeOver(page.getByLabel("Cashback percentage"), "-2");
  await page.getByLabel("Cashback percentage").blur();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Min cashback percentage is 0", { exact: true })).toBeVisible();
  await shootBoth(page, "02-settings-invalid", page.getByText("Min cashback percentage is 0"));
  await typeOver(page.getByLabel("Cashback percentage"), "5");

  // Store: waits for the company legal info with a tax registration.
  await openLoyaltyEntry(page, "Store");
  await expect(page.getByRole("heading", { level: 1, name: "Store" })).toBeVisible();
  await expect(page.getByText("The member store needs your company legal info with a tax registration number.")).toBeVisible();
  await shootBoth(page, "04-store-needs-company", page.getByRole("link", { name: "Company legal info" }));
  await page.getByRole("link", { name: "Company legal info" }).click();
  await expect(page).toHaveURL(new RegExp(`/b/${world.businessId}/company$`));
  await expect(page.getByRole("heading", { level: 1, name: "Company legal info" })).toBeVisible();
  await world.api("PUT", `/businesses/${world.businessId}/company`, {
    name: "Kopi Corner Sdn Bhd",
    regNo: "202401000871",
    sstRegNo: "W10-2401-32000871",
    phoneNo: "+60312345678",
    address: { line1: "8 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "Kuala Lumpur", country: "MY" },
  });
  await page.goBack();
  const activation = page.getByRole("form", { name: "Activate member store" });
  await expect(activation).toContainText("W10-2401-32000871");
  await typeOver(activation.getByLabel("Rate"), "6");
  await shootBoth(page, "05-store-activation", activation);
  await seeSuccess(page, "Store updated", () => activation.getByRole("button", { name: "Activate" }).click());
  await expect(page.getByText("No category yet. Add one to sell credit bundles.")).toBeVisible();

  // A category.
  await page.getByRole("button", { name: "New category" }).click();
  const categoryDialog = page.getByRole("dialog", { name: "New category" });
  await categoryDialog.getByLabel("Name").fill("Top up");
  await shootBoth(page, "06-category-dialog", categoryDialog);
  await seeSuccess(page, "Store updated", () => categoryDialog.getByRole("button", { name: "Create" }).click());
  const category = page.getByRole("region", { name: "Top up" });
  await expect(category).toContainText("No bundle yet");

  // A bundle: RM 50 for 4000 credit (RM 40 worth) pays 6 % SST on RM 10.
  await category.getByRole("button", { name: "Add new bundle" }).click();
  await expect(page).toHaveURL(/\/store\/0\/bundle\/new$/);
  const creating = page.getByRole("complementary", { name: "Create bundle" });
  await creating.getByLabel("Name").fill("Top up 50");
  await typeOver(creating.getByRole("spinbutton", { name: "Price", exact: true }), "50");
  await typeOver(creating.getByLabel("Credit", { exact: true }), "4000");
  await creating.getByLabel("Credit", { exact: true }).blur();
  const preview = creating.getByRole("region", { name: "Price with tax" });
  await expect(preview).toContainText("TaxableMYR 10.00");
  await expect(preview).toContainText("SSTMYR 0.60");
  await expect(preview).toContainText("Price with taxMYR 50.60");
  await shootBoth(page, "07-bundle-create", preview);
  // It binds a product of the menu, picked by name.
  await creating.getByLabel("Add a product from the menu").pressSequentially("Iced");
  await page.getByRole("option", { name: /Iced Latte/ }).click();
  await expect(creating.getByText("Iced Latte", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBoth(page, "07-bundle-products", creating.getByText("Iced Latte", { exact: true }));
  await seeSuccess(page, "Bundle updated", () => creating.getByRole("button", { name: "Create" }).click());
  await expect(creating).toBeHidden();
  const stored = await world.api<{ store: { categories: Array<{ bundles: Array<{ products?: string[] }> }> } }>("GET", `/businesses/${world.businessId}/membership`);
  expect(stored.store.categories[0]?.bundles[0]?.products).toEqual([latte]);
  await expect(category.getByRole("row", { name: /Top up 50/ })).toContainText("MYR 50.00MYR 50.60");
  await shootBoth(page, "08-store", category);

  // Edit it through its address, then delete it.
  await category.getByRole("row", { name: /Top up 50/ }).click();
  await expect(page).toHaveURL(/\/store\/0\/bundle\/0$/);
  const updating = page.getByRole("complementary", { name: "Update bundle" });
  await expect(updating.getByLabel("Name")).toHaveValue("Top up 50");
  await expect(updating.getByText("Iced Latte", { exact: true })).toBeVisible();
  await typeOver(updating.getByRole("spinbutton", { name: "Price", exact: true }), "60");
  await updating.getByRole("spinbutton", { name: "Price", exact: true }).blur();
  await expect(updating.getByRole("region", { name: "Price with tax" })).toContainText("Price with taxMYR 61.20");
  await shootBoth(page, "09-bundle-update", updating.getByRole("button", { name: "Delete" }));
  await seeSuccess(page, "Bundle updated", () => updating.getByRole("button", { name: "Update" }).click());
  await expect(category.getByRole("row", { name: /Top up 50/ })).toContainText("MYR 60.00MYR 61.20");

  // A write on a programme that moved since it was read is refused (409) until it is read again.
  await category.getByRole("row", { name: /Top up 50/ }).click();
  const stale = page.getByRole("complementary", { name: "Update bundle" });
  await expect(stale.getByLabel("Name")).toHaveValue("Top up 50");
  await world.api("PUT", `/businesses/${world.businessId}/membership`, { name: "Kopi Friends Club" });
  await stale.getByLabel("Name").fill("Top up 60");
  await stale.getByRole("button", { name: "Update" }).click();
  await expect(stale.getByText("This record was changed by someone else. Reload and try again.")).toBeVisible();
  await shootBoth(page, "10-bundle-conflict", stale.getByRole("button", { name: "Reload" }));
  await stale.getByRole("button", { name: "Reload" }).click();
  const fresh = page.getByRole("complementary", { name: "Update bundle" });
  await expect(fresh.getByLabel("Name")).toHaveValue("Top up 50");
  await expect(page.getByText("Kopi Friends Club member store")).toBeVisible();
  await fresh.getByLabel("Name").fill("Top up 60");
  await seeSuccess(page, "Bundle updated", () => fresh.getByRole("button", { name: "Update" }).click());
  await expect(category.getByRole("row", { name: /Top up 60/ })).toContainText("MYR 60.00MYR 61.20");

  await category.getByRole("row", { name: /Top up 60/ }).click();
  await page.getByRole("complementary", { name: "Update bundle" }).getByRole("button", { name: "Delete" }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText("Are you sure to delete Top up 60 ?");
  await shootBoth(page, "11-bundle-delete", confirmation);
  await seeSuccess(page, "Bundle updated", () => confirmation.getByRole("button", { name: "Delete" }).click());
  await expect(category).toContainText("No bundle yet");
});

test("an owner uploads a member card background and saves the image design", async ({ page }) => {
  const world = await openBusiness(page.request, DESIGNER, "Kopi Design");
  await world.api("POST", `/businesses/${world.businessId}/membership`, { name: "Design Club" });
  await signIn(page, DESIGNER);
  await page.goto(`/b/${world.businessId}/marketing/loyalty/setting`);
  await expect(page.getByRole("heading", { level: 1, name: "Setting" })).toBeVisible();
  await page.getByRole("radio", { name: "Image" }).check();
  await expect(page.getByText("Recommended size 950 x 600 px")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Image is required", { exact: true })).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/membership/design/image"));
  await page.getByTestId("design-image-input").setInputFiles({ name: "card.png", mimeType: "image/png", buffer: await cardImage(page) });
  await uploaded;
  await shootBoth(page, "03-settings-upload", page.getByRole("button", { name: "Upload image" }));
  await expect(page.getByRole("img", { name: "Member card preview" })).toHaveAttribute("style", /background-image/);
  await seeSuccess(page, "Membership updated", () => page.getByRole("button", { name: "Save" }).click());
  await shootBoth(page, "03-settings-image-saved", page.getByRole("img", { name: "Member card preview" }));
  await page.reload();
  await expect(page.getByRole("radio", { name: "Image" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Member card preview" })).toHaveAttribute("style", /background-image/);
});
