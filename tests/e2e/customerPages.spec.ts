// The member-facing pages in a real browser on a phone (issue 19): the owner copies a voucher's
// share link from the back office; a customer opens it at 390 px, types their phone, reads the
// one-time code from the development outbox, claims, and sees the voucher in their own view; the
// member store address shows the programme, the bundles and, after the phone proof, the member's
// card with tier, level and credit. axe finds no serious or critical violation on any of these
// screens; screenshots at 390 and 1280 px go to SHOTS_DIR.
// Decisions: the business, programme (membership URL), store and voucher are made over the API
// (their own suites cover the screens); two customers, so neither waits out the 30 s resend rule.
import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axeCheck";
import { DESKTOP, HASHING, MOBILE, expect, openBusiness, setLevel, signIn, enrol } from "./loyaltyWorld";

test.describe.configure({ timeout: 300_000 });
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const OWNER = { phone: "+60125551919", typed: "12-555 1919", password: "owner-pass-19", name: "Mei Owner" };
const CLAIMER = { phone: "+60125551920", typed: "12-555 1920" };
const MEMBER = { phone: "+60125551921", typed: "12-555 1921" };
const LINK_CLAIMER = { phone: "+60125551922", typed: "12-555 1922" };
const LINK_CODE = "TEHLINK01";
const STORE_URL = "kopi-rakyat-members";
const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/customer-shots";

/** Screenshots at 390 and 1280 px, after axe finds nothing serious at either width. */
const shootBoth = async (page: Page, name: string) => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ animations: "disabled", fullPage: true, path: `${SHOTS_DIR}/${name}-390.png` });
  await page.setViewportSize(DESKTOP);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ animations: "disabled", fullPage: true, path: `${SHOTS_DIR}/${name}-1280.png` });
  await page.setViewportSize(MOBILE);
};

const latestOtp = async (request: APIRequestContext, phone: string): Promise<string> => {
  const response = await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(phone)}`);
  const [sent] = ((await response.json()) as { data: Array<{ otp: string }> }).data;
  return sent?.otp ?? "";
};

/** Types the phone, asks for a code, reads it from the outbox and verifies it. */
const provePhone = async (page: Page, customer: { phone: string; typed: string }) => {
  await page.getByLabel("Phone", { exact: true }).fill(customer.typed);
  await page.getByRole("button", { name: "Get OTP" }).click();
  const code = page.getByLabel("One-time code");
  await expect(code).toBeVisible();
  await code.fill(await latestOtp(page.request, customer.phone));
  await page.getByRole("button", { name: "Verify" }).click();
};

test("a copied share link claims with a proven phone; the store address shows the member's card and bundles", async ({ page, request }) => {
  const world = await openBusiness(request, OWNER, "Kopi Rakyat");
  const base = `/businesses/${world.businessId}`;
  await world.api("POST", `${base}/membership`, { name: "Rakyat Rewards", url: STORE_URL, creditOneToOne: true, baseTierName: "Bronze" });
  await world.api("PUT", `${base}/company`, {
    name: "Kopi Rakyat Sdn Bhd", regNo: "202401000919", sstRegNo: "W10-2401-32000919", phoneNo: "+60312345678",
    address: { line1: "8 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "Kuala Lumpur", country: "MY" },
  });
  await world.api("PUT", `${base}/membership/store`, { taxes: [] });
  await world.api("PUT", `${base}/membership/store-bundle`, {
    categories: [{ name: "Top ups", bundles: [{ name: "Top up 50", price: 45, credit: { normal: 50 } }, { name: "Top up 100", price: 88, credit: { normal: 100 } }] }],
  });
  const voucher = await world.api<{ id: string }>("POST", `${base}/vouchers`, {
    type: "SIMPLE_CLAIM", name: "Free Teh Tarik", description: "One teh tarik on us.", validFor: 30, validSince: null,
    effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
    options: { simpleClaim: { maxClaim: 100 } },
  });
  await enrol(world, CLAIMER.phone, "Aida Customer");
  await setLevel(world, await enrol(world, MEMBER.phone, "Ben Member"), 4);

  // The owner copies the share link from the back office.
  await signIn(page, OWNER);
  await page.goto(`/b/${world.businessId}/marketing/voucher`);
  await page.getByRole("button", { name: "Copy share link of Free Teh Tarik" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(`/v/${voucher.id}`);

  // A customer opens it on a phone, proves the phone and claims.
  const customerContext = await page.context().browser()!.newContext({ viewport: MOBILE });
  const customer = await customerContext.newPage();
  await customer.goto(link);
  await expect(customer.getByRole("heading", { level: 1, name: "Free Teh Tarik" })).toBeVisible(HASHING);
  await expect(customer.getByText("Kopi Rakyat", { exact: true })).toBeVisible();
  await shootBoth(customer, "01-voucher-link");
  await provePhone(customer, CLAIMER);
  await expect(customer.getByText("Voucher claimed: Free Teh Tarik is now yours.")).toBeVisible();
  const vouchers = customer.getByRole("list", { name: "Your vouchers" });
  await expect(vouchers.getByText("Free Teh Tarik")).toBeVisible();
  await expect(vouchers).toContainText(/until \d{1,2} [A-Z][a-z]{2} \d{4}/); // voucher dates 'D MMM YYYY' (spec 3 §9)
  await expect(customer.getByText("Aida Customer", { exact: false })).toBeVisible();
  await shootBoth(customer, "02-voucher-claimed");

  // A claim link copied from the claims dialog takes that unassigned code, once.
  await world.api("POST", `${base}/vouchers/${voucher.id}/claims`, { type: "single", code: LINK_CODE });
  await page.getByRole("button", { name: "View claims of Free Teh Tarik" }).click();
  const claims = page.getByRole("dialog", { name: "Claims of Free Teh Tarik" });
  await claims.getByRole("button", { name: "Copy claim links" }).click();
  await expect(page.getByText("List of voucher claim links has been copied to clipboard")).toBeVisible();
  const claimLink = (await page.evaluate(() => navigator.clipboard.readText())).split("\n")[0] ?? "";
  expect(new URL(claimLink).searchParams.get("code")).toBe(LINK_CODE);
  await customer.goto(claimLink);
  await expect(customer.getByText(`Claim code ${LINK_CODE}`)).toBeVisible();
  await provePhone(customer, LINK_CLAIMER);
  await expect(customer.getByText("Voucher claimed: Free Teh Tarik is now yours.")).toBeVisible();
  const taken = await world.api<{ resources: Array<{ code: string; phoneNumber: string | null }> }>("GET", `${base}/vouchers/${voucher.id}/claims?type=assigned&limit=50&skip=0`);
  expect(taken.resources.find((claim) => claim.code === LINK_CODE)?.phoneNumber).toBe(LINK_CLAIMER.phone);

  // The member store address: programme, bundles, then the member's own card.
  await customer.goto(`/${STORE_URL}`);
  await expect(customer.getByRole("heading", { level: 1, name: "Rakyat Rewards" })).toBeVisible();
  await expect(customer.getByRole("list", { name: "Top ups" }).getByText("Top up 50")).toBeVisible();
  await shootBoth(customer, "03-store");
  await provePhone(customer, MEMBER);
  const card = customer.getByRole("region", { name: "Your card" });
  await expect(card.getByText("Ben Member", { exact: false })).toBeVisible();
  await expect(card.getByText("Level")).toBeVisible();
  await expect(card.getByText("4", { exact: true })).toBeVisible();
  await expect(card.getByText("0.00")).toBeVisible();
  await shootBoth(customer, "04-store-member");

  // An address that names no store.
  await customer.goto("/no-such-store-here");
  await expect(customer.getByRole("heading", { name: "Member store not found" })).toBeVisible();
  await customerContext.close();
});
