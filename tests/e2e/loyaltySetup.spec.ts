// The loyalty programme's set-up in a real browser against the real server (issue 5 §1-3, spec 2
// §1-2, §4): an owner opens the loyalty landing page, 'Get started', creates the programme and
// lands on the overview (cards, Tiers table, charts); the 'CRM v2 conversion' dialog refuses a
// wrong confirmation text ('Invalid text'); on the Leveling page the owner adds two tiers through
// the tier editor (the badge switch first validates the tier being edited), opens a level's
// dialog, and sets a season: enabling it ticks March, June, September and December, a level rule
// with an expression (a wrong one says 'Invalid Expression'), and the preview of who moves where
// for members enrolled over the API. Every screen is shot at 1280 and 390 wide.
import { test } from "@playwright/test";
import { enrol, expect, openBusiness, openLoyaltyEntry, seeSuccess, setLevel, shootBoth, signIn, typeOver } from "./loyaltyWorld";

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 20_000 });

const OWNER = { phone: "+60125550411", typed: "12-555 0411", password: "owner-pass-41", name: "Farah Owner" };

test("an owner sets up a programme, adds two tiers and a season with a level rule", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Teh Tarik House");
  await signIn(page, OWNER);

  // Landing → Get started → setup → overview.
  await page.goto(`/b/${world.businessId}/marketing/loyalty`);
  await expect(page.getByRole("heading", { level: 1, name: "Loyalty programme" })).toBeVisible();
  await shootBoth(page, "01-landing", page.getByRole("button", { name: "Get started" }), { reload: true });
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/marketing\/loyalty\/setup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your loyalty programme" })).toBeVisible();
  const name = page.getByLabel("Programme name");
  await name.fill("");
  await page.getByRole("button", { name: "Create programme" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await shootBoth(page, "02-setup-invalid", name);
  await name.fill("Teh Club");
  await page.getByRole("button", { name: "Create programme" }).click();
  await expect(page).toHaveURL(/\/marketing\/loyalty\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Teh Club" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Member" })).toContainText("Members0");
  await expect(page.getByRole("table", { name: "Tiers" })).toContainText("T1BasicFrom the start");
  // With a programme, setup sends the owner back to the overview.
  await page.goto(`/b/${world.businessId}/marketing/loyalty/setup`);
  await expect(page).toHaveURL(/\/marketing\/loyalty\/overview$/);

  // The CRM v2 conversion asks for the confirmation text.
  await page.getByRole("button", { name: "CRM v2 conversion" }).click();
  const conversion = page.getByRole("dialog", { name: "CRM v2 conversion" });
  await expect(conversion).toContainText("1-3 working days");
  await conversion.getByRole("textbox").fill("convert please");
  await conversion.getByRole("button", { name: "Convert" }).click();
  await expect(conversion.getByText("Invalid text")).toBeVisible();
  await shootBoth(page, "04-crm-conversion", conversion);
  await conversion.getByRole("button", { name: "Cancel" }).click();
  await expect(conversion).toBeHidden();

  // Members over the API, at levels 2, 5 and 9, for the level table and the season preview.
  const members = await Promise.all([
    enrol(world, "+60135550401", "Ali"),
    enrol(world, "+60135550402", "Bala"),
    enrol(world, "+60135550403", "Chong"),
  ]);
  await Promise.all(members.map((member, index) => setLevel(world, member, [2, 5, 9][index] ?? 0)));
  await page.reload();
  await expect(page.getByRole("region", { name: "Member" })).toContainText("Members3");
  await expect(page.getByRole("img", { name: "3 members over 3 levels" })).toBeVisible();
  await shootBoth(page, "03-overview", page.getByRole("img", { name: "3 members over 3 levels" }), { reload: true });

  // Two tiers through the tier editor.
  await openLoyaltyEntry(page, "Leveling");
  await expect(page.getByRole("heading", { level: 1, name: "Leveling" })).toBeVisible();
  await expect(page.getByLabel("T1 Basic", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add tier" }).click();
  const editor = page.getByRole("dialog", { name: "Edit tiers" });
  await expect(editor.getByRole("button", { name: "T2 New" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor.getByLabel("Min level")).toHaveValue("1");
  await editor.getByLabel("Tier name").fill("Silver");
  await typeOver(editor.getByLabel("Min level"), "5");
  await shootBoth(page, "05-tier-editor", editor);
  await seeSuccess(page, "Tiers updated", () => editor.getByRole("button", { name: "Save" }).click());
  await expect(editor).toBeHidden();
  await expect(page.getByLabel("T2 Silver", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/loyalty\/tier\/2$/);

  await page.getByRole("button", { name: "Add tier" }).click();
  await expect(editor.getByLabel("Min level")).toHaveValue("6");
  await editor.getByLabel("Tier name").fill("Gold");
  await typeOver(editor.getByLabel("Min level"), "3");
  // Leaving a tier with a problem is refused: the badge stays on it with the message.
  await editor.getByRole("button", { name: "T1 Basic" }).click();
  await expect(editor.getByText("Min level is 6")).toBeVisible();
  await expect(editor.getByRole("button", { name: "T3 Gold" })).toHaveAttribute("aria-pressed", "true");
  await shootBoth(page, "06-tier-editor-invalid", editor);
  await typeOver(editor.getByLabel("Min level"), "10");
  await seeSuccess(page, "Tiers updated", () => editor.getByRole("button", { name: "Save" }).click());
  await expect(page.getByLabel("T3 Gold", { exact: true })).toBeVisible();
  // Four tiers is the limit, not three: Gold, the last, still offers 'Add tier'.
  await expect(page.getByRole("button", { name: "Add tier" })).toBeVisible();
  await shootBoth(page, "07-tier-page-gold", page.getByLabel("T3 Gold", { exact: true }), { reload: true });

  // The carousel's arrows, and the level table of Silver (levels 5 to 9, Bala at 5, Chong at 9).
  await page.getByRole("button", { name: "Previous tier" }).click();
  await expect(page.getByLabel("T2 Silver", { exact: true })).toContainText("Levels 5 to 9");
  await expect(page.getByRole("button", { name: "Add tier" })).toBeHidden();
  const levels = page.getByRole("table", { name: "Levels" });
  await expect(levels.getByRole("row")).toHaveCount(6);
  await expect(levels.getByRole("row").nth(1)).toContainText("53001");
  await shootBoth(page, "08-tier-page-silver", page.getByLabel("T2 Silver", { exact: true }), { reload: true });

  // A level's dialog.
  await levels.getByRole("row").nth(1).click();
  await expect(page).toHaveURL(/\/loyalty\/tier\/level\/5$/);
  const level = page.getByRole("dialog", { name: "Level 5" });
  await expect(level).toContainText("T2 Silver");
  await expect(level.getByRole("table", { name: "Reward pool" })).toContainText("No reward");
  await shootBoth(page, "09-level-dialog", level);
  await level.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/loyalty\/tier\/2$/);

  // The season: enabling it ticks every third month; a rule with an expression; the preview.
  await page.getByRole("button", { name: "Season" }).click();
  const season = page.getByRole("dialog", { name: "Season" });
  await season.getByRole("switch", { name: "Season" }).click();
  for (const month of ["Mar", "Jun", "Sep", "Dec"]) await expect(season.getByRole("checkbox", { name: month })).toBeChecked();
  await expect(season.getByRole("checkbox", { name: "Jan" })).not.toBeChecked();
  await expect(season.getByRole("table", { name: "Rules" })).toContainText("No data");
  await season.getByRole("button", { name: "Add rule" }).click();
  const rule = page.getByRole("dialog", { name: "Level rule" });
  await typeOver(rule.getByLabel("Min level"), "5");
  await rule.locator(".p-dropdown").first().click();
  await page.getByRole("option", { name: "Expression", exact: true }).click();
  await rule.getByLabel("Level expression").fill("level - ");
  await rule.getByRole("button", { name: "Done" }).click();
  await expect(rule.getByText("Invalid Expression")).toBeVisible();
  await shootBoth(page, "11-level-rule-invalid", rule);
  await rule.getByLabel("Level expression").fill("level - 3");
  await rule.getByRole("button", { name: "Done" }).click();
  await expect(rule).toBeHidden();
  // innerText: on a phone each cell also carries its (hidden on a desktop) column title.
  const ruleCells = season.getByRole("table", { name: "Rules" }).getByRole("row").nth(1).getByRole("cell");
  await expect(ruleCells).toHaveText(["5", "0", "level - 3", "0", ""], { useInnerText: true });
  const preview = season.getByRole("list", { name: "Who moves where" });
  await expect(preview.getByRole("listitem")).toHaveText(["Level 5 (1 member) → Level 2", "Level 9 (1 member) → Level 6"]);
  await shootBoth(page, "10-season-dialog", season);
  await seeSuccess(page, "Season updated", () => season.getByRole("button", { name: "Save" }).click());
  await expect(season).toBeHidden();

  // The season is kept: reopened after a reload, it shows the months and the rule.
  await page.reload();
  await page.getByRole("button", { name: "Season" }).click();
  await expect(season.getByRole("checkbox", { name: "Sep" })).toBeChecked();
  await expect(season.getByRole("table", { name: "Rules" })).toContainText("level - 3");
  await season.getByRole("button", { name: "Cancel" }).click();

  // The overview lists the three tiers.
  await openLoyaltyEntry(page, "Overview");
  const tiers = page.getByRole("table", { name: "Tiers" });
  await expect(tiers.getByRole("row")).toHaveText([/T-index/, /T1\s*Basic\s*From the start/, /T2\s*Silver\s*Level 5/, /T3\s*Gold\s*Level 10/]);
  await shootBoth(page, "12-overview-tiers", tiers, { reload: true });
});
