import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { PAYOUT_EDITABLE_ONLY_WHILE_NEW, PROVIDER_REVIEWS_PAYOUT, type PayoutAccount } from "./payoutAccount";
import { INVALID_RESTAURANT, RESTAURANT_EXISTS, restaurantDecider } from "./restaurant";
import type { RestaurantCommand, RestaurantEvent } from "./restaurantModel";
import type { RestaurantProfile } from "./restaurantProfile";
import { settingChange } from "./restaurantSettings";

const T0 = "2025-03-01T08:00:00.000Z";
const T1 = "2025-03-02T08:00:00.000Z";
const profile: RestaurantProfile = { name: "Kopi Kita KLCC", thumbnail: null, phoneNo: null, address: null, location: null };
const created: RestaurantEvent = { type: "RestaurantCreated", data: { restaurantId: "r1", businessId: "b1", profile, createdAt: T0 } };
const closedWeek = Array.from({ length: 7 }, () => ({ enable: false, hours: [] }));
const pickup = settingChange("pickup", { enable: true, preparationMinutes: 15, operatingHours: closedWeek });
const account = { bankCode: "CIMB", accountName: "Kopi", accountNo: "80012345", accountType: "SAVING_ACCOUNT" } as const;
const submitted: PayoutAccount = { enable: false, status: "PENDING", account };

describe("restaurant decider", () => {
  it("creates a restaurant once", () => {
    const create: RestaurantCommand = { type: "CreateRestaurant", data: { restaurantId: "r1", businessId: "b1", profile } };
    expect(given(restaurantDecider, []).when(create, at(T0))).toEqual(thenEvents(created));
    expect(given(restaurantDecider, [created]).when(create, at(T0))).toEqual(thenError(RESTAURANT_EXISTS, 409));
  });

  it("answers 'Invalid restaurant' for a missing or deleted restaurant", () => {
    const deleted: RestaurantEvent = { type: "RestaurantDeleted", data: { businessId: "b1", deletedAt: T1 } };
    const update: RestaurantCommand = { type: "UpdateSetting", data: { change: pickup } };
    expect(given(restaurantDecider, []).when(update, at(T1))).toEqual(thenError(INVALID_RESTAURANT, 404));
    expect(given(restaurantDecider, [created, deleted]).when(update, at(T1))).toEqual(thenError(INVALID_RESTAURANT, 404));
  });

  it("writes a setting group, appends nothing when unchanged, and refuses a stale revision", () => {
    const restaurant = given(restaurantDecider, [created]);
    expect(restaurant.when({ type: "UpdateSetting", data: { change: pickup, rev: 1 } }, at(T1)))
      .toEqual(thenEvents({ type: "RestaurantSettingUpdated", data: pickup }));
    expect(restaurant.when({ type: "UpdateSetting", data: { change: pickup, rev: 0 } }, at(T1))).toEqual(thenError(CONFLICT_MESSAGE, 409));
    const written = given(restaurantDecider, [created, { type: "RestaurantSettingUpdated", data: pickup }]);
    expect(written.state).toMatchObject({ revision: 2, settings: { pickup: pickup.value, profile, "dine-in": null } });
    expect(written.when({ type: "UpdateSetting", data: { change: pickup } }, at(T1))).toEqual(thenEvents());
  });

  it("moves the payout account NEW -> PENDING -> APPROVED and locks its bank details after NEW", () => {
    const change = (payoutAccount: PayoutAccount, reviewer: boolean): RestaurantCommand =>
      ({ type: "ChangePayoutAccount", data: { payoutAccount, reviewer } });
    expect(given(restaurantDecider, [created]).when(change(submitted, false), at(T1)))
      .toEqual(thenEvents({ type: "PayoutAccountChanged", data: submitted }));
    const pending = given(restaurantDecider, [created, { type: "PayoutAccountChanged", data: submitted }]);
    expect(pending.when(change({ ...submitted, status: "APPROVED" }, false), at(T1))).toEqual(thenError(PROVIDER_REVIEWS_PAYOUT, 403));
    expect(pending.when(change({ ...submitted, status: "APPROVED", enable: true }, true), at(T1)))
      .toEqual(thenEvents({ type: "PayoutAccountChanged", data: { ...submitted, status: "APPROVED", enable: true } }));
    expect(pending.when(change({ ...submitted, account: { ...account, accountNo: "123456" } }, true), at(T1)))
      .toEqual(thenError(PAYOUT_EDITABLE_ONLY_WHILE_NEW, 409));
  });

  it("issues a machine OTP valid for 10 minutes, and revocation drops it and cuts off paired machines", () => {
    const restaurant = given(restaurantDecider, [created]);
    const issued: RestaurantEvent = { type: "MachineOtpIssued", data: { codeHash: "h", issuedAt: T1, expiresAt: "2025-03-02T08:10:00.000Z" } };
    expect(restaurant.when({ type: "IssueMachineOtp", data: { codeHash: "h" } }, at(T1))).toEqual(thenEvents(issued));
    const revoked = given(restaurantDecider, [created, issued, { type: "MachinesRevoked", data: { revokedAt: T1 } }]);
    expect(revoked.state).toMatchObject({ machine: { pairing: null, machinesNotBefore: T1 } });
  });

  it("records the clear-transaction cut-off and deletes with the business named", () => {
    const restaurant = given(restaurantDecider, [created]);
    expect(restaurant.when({ type: "ClearTransactions", data: {} }, at(T1)))
      .toEqual(thenEvents({ type: "TransactionsCleared", data: { clearedAt: T1 } }));
    expect(restaurant.when({ type: "DeleteRestaurant", data: {} }, at(T1)))
      .toEqual(thenEvents({ type: "RestaurantDeleted", data: { businessId: "b1", deletedAt: T1 } }));
  });
});
