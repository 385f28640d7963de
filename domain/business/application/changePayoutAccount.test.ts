import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { PROVIDER_REVIEWS_PAYOUT } from "../payoutAccount";
import { RESTAURANTS_TABLE } from "../restaurants.projection";
import { changePayoutAccount } from "./changePayoutAccount";

const account = { bankCode: "MAYBANK", accountName: "Kopi Sdn Bhd", accountNo: "512345678901", accountType: "CURRENT_ACCOUNT" as const };

describe("changePayoutAccount", () => {
  it("lets the owner submit the account for review", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await changePayoutAccount(engine, { restaurantId, payoutAccount: { enable: false, status: "PENDING", account }, reviewer: false, rev: undefined }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toMatchObject({ payoutAccount: { status: "PENDING", account } });
  });

  it("leaves approval to the provider", async () => {
    const { engine } = memoryEngine();
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    await changePayoutAccount(engine, { restaurantId, payoutAccount: { enable: false, status: "PENDING", account }, reviewer: false, rev: undefined }, AS_TEST);
    const approved = { enable: true, status: "APPROVED" as const, account };
    await expect(changePayoutAccount(engine, { restaurantId, payoutAccount: approved, reviewer: false, rev: undefined }, AS_TEST)).rejects.toMatchObject({
      message: PROVIDER_REVIEWS_PAYOUT,
      status: 403,
    });
    await changePayoutAccount(engine, { restaurantId, payoutAccount: approved, reviewer: true, rev: undefined }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANTS_TABLE, restaurantId)).toMatchObject({ payoutAccount: { status: "APPROVED" } });
  });
});
