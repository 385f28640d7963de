// Test support for the promotion, evaluate and marketing-setting suites: two businesses with a
// restaurant each (A's in Kuala Lumpur time, the clock at WORLD_START), their owners, and team members of A with partial
// grants; valid promotion bodies; a snapshot of everything promotion-related of one business.
import { MARKETING_SETTINGS_TABLE } from "../../domain/marketing/marketingSetting";
import { PROMOTIONS_TABLE } from "../../domain/marketing/promotions.projection";
import { startTestApp, testClock } from "../support/apiHarness";
import { type Client, type Harness, signUp, validSettingBodies } from "./businessHarness";

/** 16:30 UTC on 5 January 2026: already 00:30 on 6 January in Kuala Lumpur. */
export const WORLD_START = "2026-01-05T16:30:00Z";

export interface MarketingWorld {
  readonly harness: Harness;
  readonly ownerA: Client;
  readonly ownerB: Client;
  /** A member of A with read on Promotion only. */
  readonly readerA: Client;
  /** A member of A with manage on Voucher only. */
  readonly voucherManagerA: Client;
  readonly businessA: string;
  readonly businessB: string;
  readonly restaurantA: string;
  readonly restaurantB: string;
}

export const startMarketingWorld = async (): Promise<MarketingWorld> => {
  const harness = await startTestApp({ clock: testClock(WORLD_START), rateLimits: { otpSendPerIp: { limit: 1000, windowSeconds: 600 } } });
  const ownerA = await signUp(harness, "+60123460001");
  const ownerB = await signUp(harness, "+60123460002");
  const readerA = await signUp(harness, "+60123460003");
  const voucherManagerA = await signUp(harness, "+60123460004");
  const businessA = (await ownerA.ok("POST", "/businesses", { name: "Kopi A" })).id as string;
  const businessB = (await ownerB.ok("POST", "/businesses", { name: "Kopi B" })).id as string;
  const restaurantA = (await ownerA.ok("POST", "/restaurants", { businessId: businessA, profile: { name: "A1" } })).id as string;
  const restaurantB = (await ownerB.ok("POST", "/restaurants", { businessId: businessB, profile: { name: "B1" } })).id as string;
  await ownerA.ok("PUT", `/restaurants/${restaurantA}/restaurant-setting`, validSettingBodies["restaurant-setting"]);
  await ownerA.ok("POST", `/businesses/${businessA}/team`, { phoneNumber: readerA.phoneNumber, grants: [{ action: "read", subject: "Promotion" }] });
  await ownerA.ok("POST", `/businesses/${businessA}/team`, { phoneNumber: voucherManagerA.phoneNumber, grants: [{ action: "manage", subject: "Voucher" }] });
  return { harness, ownerA, ownerB, readerA, voucherManagerA, businessA, businessB, restaurantA, restaurantB };
};

export const billPromotion = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  ...extra,
});

export const itemPromotion = (name: string, productIds: ReadonlyArray<string>, extra: Record<string, unknown> = {}) => ({
  name,
  effect: {
    target: "ITEM", adjustment: { type: "byPercentage", amount: { amount: 10000, precision: 4 } }, targetIds: productIds,
    strategy: { type: "BUY_X_GET_Y", x: 1, y: 1 }, options: {},
  },
  ...extra,
});

export const sen = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

/** Every stream version and read-model row about a business's promotions and marketing setting. */
export const promotionSnapshot = async (harness: Harness, businessId: string) => {
  const { store } = harness;
  const rows = (await store.readModels.list(PROMOTIONS_TABLE, { where: { businessId } })).rows;
  return {
    rows,
    versions: await Promise.all(rows.map(async (row) => (await store.readStream(`promotion-${String(row.id)}`)).version)),
    setting: await store.readModels.get(MARKETING_SETTINGS_TABLE, businessId),
    settingVersion: (await store.readStream(`marketing-setting-${businessId}`)).version,
  };
};
