// The loyalty rewards in a real browser against the real server (issue 5 §5 and §9, spec 2 §2
// Rewards, §4 level-up draw, §5 proportion, §8 notices; spec 3 §2 the shared member picker and
// send-reward dialog): with a programme and three members made over the API, the owner creates
// two member rewards with the voucher wizard, puts them in the level-up pool with weights and
// sees each outcome's chance (a weight over 9999 is refused), makes one a new member reward,
// sends one to a member found by search and the other to all after 'Are you sure you want to send
// all?', sees Redeemed / Claimed follow, is refused deleting a pooled reward, and finds the pool
// and on-join changes with their author in the overview's History panel. Every screen is shot at
// 1280 and 390 wide (SHOTS_DIR).
import { type Locator, type Page, test } from "@playwright/test";
import { DESKTOP, MOBILE, enrol, expect, openBusiness, openLoyaltyEntry, seeSuccess, shootBoth, signIn, typeOver } from "./loyaltyWorld";

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 20_000 });

const OWNER = { phone: "+60125558193", typed: "12-555 8193", password: "owner-pass-81", name: "Rina Owner" };

/** Like shootBoth, for a part of a dialog that scrolls: `focus` is scrolled into view at each width. */
const shootScrolled = async (page: Page, name: string, focus: Locator) => {
  for (const [width, size] of [["desktop", DESKTOP], ["mobile", MOBILE]] as const) {
    await page.setViewportSize(size);
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ animations: "disabled", path: `${process.env.SHOTS_DIR ?? "/tmp/shots-loyale2e"}/${name}-${width}.png` });
  }
  await page.setViewportSize(DESKTOP);
};

const createReward = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "New reward" }).click();
  const wizard = page.getByRole("dialog", { name: "Create new Member reward" });
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByRole("button", { name: "Next" }).click();
  await typeOver(wizard.getByLabel("Amount", { exact: true }), "5");
  await wizard.getByRole("button", { name: "Next" }).click();
  await typeOver(wizard.getByLabel(/^Valid for \(days\)/), "30");
  await seeSuccess(page, `Reward ${name} created`, () => wizard.getByRole("button", { name: "Save" }).click());
  await expect(wizard).toBeHidden();
};

test("an owner creates rewards, draws them from a weighted pool, sends them and reads the history", async ({ page }) => {
  const world = await openBusiness(page.request, OWNER, "Kopi Ramah");
  await world.api("POST", `/businesses/${world.businessId}/membership`, { name: "Ramah Club" });
  await enrol(world, "+60135558101", "Aisyah");
  await enrol(world, "+60135558102", "Bala");
  await enrol(world, "+60135558103", "Chong");
  await signIn(page, OWNER);

  // The Reward entry of the Loyalty drawer group.
  await page.goto(`/b/${world.businessId}/marketing/loyalty/overview`);
  await openLoyaltyEntry(page, "Reward");
  await expect(page).toHaveURL(/\/marketing\/loyalty\/reward$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible();
  await expect(page.getByText("No data")).toBeVisible();

  await createReward(page, "Free kopi");
  await createReward(page, "Kaya toast");
  const table = page.getByRole("table", { name: "Rewards" });
  const kopi = table.getByRole("row", { name: /Free kopi/ });
  const kaya = table.getByRole("row", { name: /Kaya toast/ });
  await expect(kopi).toContainText("0 / 0");

  // The pool: both rewards, weights 3 and 1, no reward 1 → 60%, 20%, 20%.
  await page.getByRole("button", { name: "Manage reward pool" }).click();
  const pool = page.getByRole("dialog", { name: "Manage reward pool" });
  for (const name of ["Free kopi", "Kaya toast"]) {
    await pool.locator(".p-dropdown").filter({ has: page.getByLabel("Reward to add to the pool") }).click();
    await page.getByRole("option", { name }).click();
    await pool.getByRole("button", { name: "Add to pool" }).click();
  }
  await expect(pool.getByLabel("Chance of Free kopi")).toHaveText("33.34%"); // largest remainder: the first outcome takes the spare hundredth
  await typeOver(pool.getByLabel("Weight of Free kopi"), "3");
  await expect(pool.getByLabel("Chance of Free kopi")).toHaveText("60.00%");
  await expect(pool.getByLabel("Chance of Kaya toast")).toHaveText("20.00%");
  await expect(pool.getByLabel("Chance of no reward")).toHaveText("20.00%");
  await typeOver(pool.getByLabel("No reward weight"), "10000");
  await pool.getByRole("button", { name: "Save" }).click();
  await expect(pool.getByText("Max proportion is 9999")).toBeVisible();
  await shootScrolled(page, "01-reward-pool-invalid", pool.getByText("Max proportion is 9999"));
  await typeOver(pool.getByLabel("No reward weight"), "1");
  await expect(pool.getByLabel("Chance of no reward")).toHaveText("20.00%");
  await shootBoth(page, "02-reward-pool", pool);
  await seeSuccess(page, "Reward pool updated", () => pool.getByRole("button", { name: "Save" }).click());
  await expect(pool).toBeHidden();
  await expect(kopi).toContainText("Pool: weight 3, from level 0");
  await expect(kaya).toContainText("Pool: weight 1, from level 0");

  // Free kopi becomes a new member reward.
  await seeSuccess(page, "Reward Free kopi updated", () => kopi.getByRole("switch", { name: "New member reward: Free kopi" }).click());
  await expect(kopi.getByRole("switch", { name: "New member reward: Free kopi" })).toBeChecked();

  // Send Free kopi to Bala, found by search.
  await kopi.getByRole("button", { name: "Send Free kopi" }).click();
  const send = page.getByRole("dialog", { name: "Send Free kopi" });
  await expect(send.getByRole("heading", { name: "Search Result" })).toBeVisible();
  await expect(send.getByRole("list", { name: "Search Result" })).toContainText("Chong");
  await send.getByRole("textbox", { name: "Search members" }).fill("bal");
  await expect(send.getByRole("list", { name: "Search Result" })).not.toContainText("Chong");
  await send.getByRole("list", { name: "Search Result" }).getByText("Bala").click();
  await expect(send.getByLabel("Picked members")).toContainText("Bala");
  await shootBoth(page, "03-send-picked", send);
  await seeSuccess(page, "Reward Free kopi sent to 1 member(s)", () => send.getByRole("button", { name: "Send", exact: true }).click());
  await expect(send).toBeHidden();
  await expect(kopi).toContainText("0 / 1");

  // Send Kaya toast to all, after the question.
  await kaya.getByRole("button", { name: "Send Kaya toast" }).click();
  const sendAll = page.getByRole("dialog", { name: "Send Kaya toast" });
  await sendAll.getByRole("button", { name: "Send to All" }).click();
  const question = page.getByRole("dialog", { name: "Confirmation" });
  await expect(question.getByText("Are you sure you want to send all?")).toBeVisible();
  await shootBoth(page, "04-send-all-question", question);
  await seeSuccess(page, "Reward Kaya toast sent to 3 member(s)", () => question.getByRole("button", { name: "Confirm" }).click());
  await expect(sendAll).toBeHidden();
  await expect(kaya).toContainText("0 / 3");
  await shootBoth(page, "05-rewards", table);

  // A reward in the level-up pool cannot be deleted.
  await kopi.getByRole("button", { name: "Delete Free kopi" }).click();
  await expect(question.getByText("Are you sure to delete Free kopi ?")).toBeVisible();
  const refusal = page.locator(".p-toast-message-error", { hasText: "Unable to delete reward in level up reward" }).first().waitFor();
  await question.getByRole("button", { name: "Delete" }).click();
  await refusal;
  await expect(kopi).toBeVisible();

  // The overview's History panel lists those changes with their author.
  await openLoyaltyEntry(page, "Overview");
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("table", { name: "Programme history" });
  await expect(history.getByRole("row").nth(1)).toContainText(`${OWNER.name}New member rewards updated`);
  await expect(history.getByRole("row").nth(2)).toContainText(`${OWNER.name}Level up rewards updated`);
  await expect(history.getByRole("row").nth(3)).toContainText(`${OWNER.name}Programme created`);
  await shootBoth(page, "06-history", history);
});
