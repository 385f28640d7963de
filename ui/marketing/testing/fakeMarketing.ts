// Test support: a MarketingPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { MarketingPort } from "../../ports/marketingPort";

const METHODS: ReadonlyArray<keyof MarketingPort> = [
  "permissionIn",
  "listVouchers",
  "createVoucher",
  "updateVoucher",
  "deleteVoucher",
  "listClaims",
  "createClaims",
  "claimCapacity",
  "overviewSummary",
  "marketingSetting",
  "migrateMarketing",
  "listPromotions",
  "createPromotion",
  "updatePromotion",
  "deletePromotion",
  "dryRun",
];

export const fakeMarketing = (overrides: Partial<MarketingPort> = {}): MarketingPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as MarketingPort;
  return { ...unimplemented, ...overrides };
};
