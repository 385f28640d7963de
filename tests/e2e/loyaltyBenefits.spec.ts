// The Benefits page in a real browser against the real server (issue 5 §4, spec 2 §2 Benefits
// page and Benefit wizard, §4, §5, §8): the owner's programme with three tiers is set up over the
// API; the owner creates a title through the title dialog, then a scheduled birthday benefit
// under it through the wizard (Basic → Configuration, no Configure step; the unlock toggle
// empties min and max; 'Before day is required' until a day is typed), sees it listed with its
// type, availability, reward and distribution text, edits it (the type is locked: 'Benefit type cannot
// be changed'), and cannot delete the title while it has benefits ('Unable to delete title with
// benefits'). Every screen is shot at 1280 and 390 wide into SHOTS_DIR.
import { test } from "@playwright/test";
import { expect, openBusiness, openLoyaltyEntry, seeSuccess, shootBoth, signIn, typeOver } from "./loyaltyWorld";

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 20_000 });

const OWNER = { phone: "+60125550631", typed: "12-555 0631", password: "owner-pass-63", name: "Farid Owner" };
const TITLE = "Kopi Connoisseur";
const BENEFIT = "Birthday Treat";

test("an owner adds a title and a scheduled birthday benefit, edits it and cannot delete the title while it has benefits", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Farid");
  const created = await world.api<{ _rev: number }>("POST", `/businesses/${world.businessId}/membership`, { name: "Farid Club", creditOneToOne: true });
  await world.api("PUT", `/businesses/${world.businessId}/membership/tier`, {
    baseTierName: "Basic",
    tiers: [{ name: "Silver", minLevel: 5 }, { name: "Gold", minLevel: 10 }],
    _rev: created._rev,
  });
  await signIn(page, OWNER);

  await page.goto(`/b/${world.businessId}/marketing/loyalty/overview`);
  await openLoyaltyEntry(page, "Benefit");
  await expect(page.getByRole("heading", { level: 1, name: "Benefit" })).toBeVisible();
  const common = page.getByRole("region", { name: "Common" });
  await expect(common).toContainText("No benefit yet");

  // The title dialog: name, internal-only toggle, icon picker.
  await page.getByRole("button", { name: "New title" }).click();
  const titleDialog = page.getByRole("dialog", { name: "New title" });
  await titleDialog.getByRole("button", { name: "Save" }).click();
  await expect(titleDialog).toContainText("Name is required");
  await titleDialog.getByLabel("Name").fill(TITLE);
  await titleDialog.getByText("Internal only").click();
  await titleDialog.getByRole("button", { name: "trophy" }).click();
  await expect(titleDialog.getByRole("button", { name: "trophy" })).toHaveAttribute("aria-pressed", "true");
  await shootBoth(page, "10-title-dialog", titleDialog);
  await seeSuccess(page, `New title ${TITLE} created`, () => titleDialog.getByRole("button", { name: "Save" }).click());
  const title = page.getByRole("region", { name: TITLE });
  await expect(title).toContainText("Internal");

  // The wizard: a scheduled benefit has no Configure step.
  await title.getByRole("button", { name: `Add benefit to ${TITLE}` }).click();
  const wizard = page.getByRole("dialog", { name: "New benefit" });
  await expect(wizard).toBeVisible();
  // Spec 2 §2: the wizard form is 600 px wide (measured once the opening animation ends).
  await expect.poll(async () => (await wizard.boundingBox())?.width).toBe(600);
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.locator(".p-inline-message-error")).toContainText("Name is required");
  await wizard.getByRole("button", { name: /^Scheduled/ }).click();
  await wizard.getByLabel("Name").fill(BENEFIT);
  await shootBoth(page, "15-benefit-wizard-basic", wizard);
  await expect(wizard.locator(".p-steps .p-menuitem-link")).toHaveText(["1Basic", "2Configuration"]);
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByRole("button", { name: "Save" })).toBeVisible();

  // Unlock: min and max of the tier, then switching to Level and back empties them.
  const minTier = wizard.getByLabel("Min tier");
  await typeOver(minTier, "3");
  await wizard.getByRole("button", { name: "Level", exact: true }).click();
  await expect(wizard.getByLabel("Min level")).toHaveValue("");
  await wizard.getByRole("button", { name: "Tier", exact: true }).click();
  await expect(minTier).toHaveValue("");
  await typeOver(minTier, "2");
  await typeOver(wizard.getByLabel("Max tier"), "3");

  // The trigger: Birthday, N days before; the day is required first.
  await expect(wizard.getByRole("button", { name: "Anytime", exact: true })).toHaveAttribute("aria-pressed", "true");
  await wizard.getByRole("button", { name: "Birthday", exact: true }).click();
  await wizard.getByRole("button", { name: "Save" }).click();
  await expect(wizard.locator(".p-inline-message-error")).toContainText("Before day is required");
  await wizard.getByLabel("Before day").fill("3");
  await expect(wizard.locator(".p-inline-message-error")).toHaveCount(0);
  await wizard.getByText("Free credit", { exact: true }).click();
  await typeOver(wizard.getByLabel("Credit amount"), "10");
  await shootBoth(page, "20-benefit-wizard", wizard);
  await seeSuccess(page, `Benefit ${BENEFIT} updated`, () => wizard.getByRole("button", { name: "Save" }).click());
  await expect(wizard).toBeHidden();

  // Listed under its title with its type, availability and distribution.
  const row = title.getByRole("listitem", { name: BENEFIT });
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("Available from tier 2 to 3");
  await expect(row).toContainText("Distributed 3 days before the member's birthday");
  await expect(row).toContainText("10 free credit for 30 days");
  await shootBoth(page, "30-benefits", row);

  // Editing: the type is locked, the rest saves.
  await row.getByRole("button", { name: `Edit ${BENEFIT}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit benefit" });
  await expect(edit.getByLabel("Name")).toHaveValue(BENEFIT);
  await expect(edit.getByRole("button", { name: /^Basic/ })).toHaveAttribute("aria-disabled", "true");
  const locked = page.locator(".p-toast-message-error", { hasText: "Benefit type cannot be changed" }).first().waitFor();
  // Shown as locked (aria-disabled), the card still hears the click, which the wizard refuses.
  await edit.getByRole("button", { name: /^Basic/ }).click({ force: true });
  await locked;
  await expect(edit.getByRole("button", { name: /^Scheduled/ })).toHaveAttribute("aria-pressed", "true");
  await edit.getByRole("button", { name: "Next" }).click();
  await expect(edit.getByLabel("Min tier")).toHaveValue("2");
  await expect(edit.getByLabel("Before day")).toHaveValue("3");
  await typeOver(edit.getByLabel("Max tier"), "2");
  await seeSuccess(page, `Benefit ${BENEFIT} updated`, () => edit.getByRole("button", { name: "Save" }).click());
  await expect(row).toContainText("Available from tier 2 to 2");

  // A title with benefits cannot be deleted.
  await title.getByRole("button", { name: `Delete title ${TITLE}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirmation" });
  await expect(confirmation).toContainText(`Are you sure to delete ${TITLE} ?`);
  const refused = page.locator(".p-toast-message-error", { hasText: "Unable to delete title with benefits" }).first().waitFor();
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await refused;
  await expect(title).toBeVisible();
  await shootBoth(page, "40-benefits-page", page.getByRole("region", { name: TITLE }));
});
