// Test support: a BusinessPort for render tests. Each method a test does not stub rejects with
// "not implemented: <method>", so a test states exactly which calls it expects. Never used by the app.
import type { BusinessPort } from "../../ports/businessPort";

const METHODS: ReadonlyArray<keyof BusinessPort> = [
  "listBusinesses",
  "listMyBusinesses",
  "getBusiness",
  "createBusiness",
  "updateBusinessProfile",
  "updateBusiness",
  "updateCompany",
  "deleteBusiness",
  "listRestaurants",
  "createRestaurant",
  "getRestaurant",
  "updateRestaurantSettings",
  "updatePayoutAccount",
  "deleteRestaurant",
  "issueMachineOtp",
  "revokeMachines",
  "clearTransactions",
  "listReceipts",
  "listTeam",
  "findUserByPhone",
  "inviteMember",
  "changeMemberGrants",
  "removeMember",
];

export const fakeBusiness = (overrides: Partial<BusinessPort> = {}): BusinessPort => {
  const unimplemented = Object.fromEntries(
    METHODS.map((method) => [method, () => Promise.reject(new Error(`not implemented: ${method}`))]),
  ) as unknown as BusinessPort;
  return { ...unimplemented, ...overrides };
};
