import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { INVALID_RESTAURANT } from "../restaurant";
import { issueMachineOtp } from "./issueMachineOtp";

describe("issueMachineOtp", () => {
  it("records the code's hash and answers when it stops working: in 10 minutes", async () => {
    const { engine, store } = memoryEngine("2026-11-25T10:00:00Z");
    const restaurantId = await givenRestaurant(engine, await givenBusiness(engine, await givenUser(engine, "+60123450001")));
    expect(await issueMachineOtp(engine, { restaurantId, codeHash: "hash-of-code" }, AS_TEST)).toBe("2026-11-25T10:10:00.000Z");
    const [issued] = (await store.readAll(0, 100)).slice(-1);
    expect(issued).toMatchObject({ type: "MachineOtpIssued", data: { codeHash: "hash-of-code" } });
  });

  it("refuses a restaurant that does not exist", async () => {
    const { engine } = memoryEngine();
    await expect(issueMachineOtp(engine, { restaurantId: "r9", codeHash: "h" }, AS_TEST)).rejects.toMatchObject({ message: INVALID_RESTAURANT });
  });
});
