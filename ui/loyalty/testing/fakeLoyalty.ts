// Test support: a LoyaltyPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { LoyaltyPort } from "../../ports/loyaltyPort";

const METHODS: ReadonlyArray<keyof LoyaltyPort> = [
  "getProgramme",
  "createProgramme",
  "replaceTiers",
  "replaceExperienceRanges",
  "replaceOnLevelReward",
  "replaceLevelCycle",
  "replaceTitles",
  "replaceBenefits",
  "summary",
  "marketingSetting",
  "convertToCrmV2",
  "listMembers",
  "getMember",
  "updateMember",
  "updateMemberStat",
  "sendCredit",
  "deductCredit",
  "listTransactions",
  "replaceOnJoinReward",
  "listRewards",
  "createMemberReward",
  "deleteReward",
  "sendReward",
  "programmeHistory",
  "updateSettings",
  "updateDesign",
  "uploadDesignImage",
  "updateStore",
  "replaceStoreCategories",
];

export const fakeLoyalty = (overrides: Partial<LoyaltyPort> = {}): LoyaltyPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as LoyaltyPort;
  return { ...unimplemented, ...overrides };
};
