// Test support: a programme as the server answers it, with sensible defaults and the parts a
// test changes given as overrides. Never used by the app.
import { DEFAULT_SETTINGS } from "../../../domain/loyalty/programme/settings";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";

export const sampleProgramme = (overrides: Partial<LoyaltyProgramme> = {}): LoyaltyProgramme => ({
  ...DEFAULT_SETTINGS,
  name: "Kopi Club",
  businessId: "b1",
  createdAt: "2026-01-05T02:00:00Z",
  tier: { baseTierName: "Basic", tiers: [{ name: "Silver", minLevel: 5, minExp: 0 }, { name: "Gold", minLevel: 10, minExp: 200 }] },
  expRange: [],
  levelCycle: { month: [], rules: [] },
  titles: [],
  benefits: [],
  onJoinReward: { vouchers: [] },
  onLevelReward: { vouchers: [], noRewardWeight: 1, fixVouchers: [] },
  design: { type: "DEFAULT", image: null },
  store: { activated: false, company: null, taxes: [], categories: [] },
  _rev: 7,
  ...overrides,
});
