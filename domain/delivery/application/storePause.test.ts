import { describe, expect, it } from "vitest";
import { testClock } from "../../../tests/support/apiHarness";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { type DeliveryPartner, type DeliveryPartners, PartnerError, type StorePause } from "../deliveryPartner";
import { deliverySettingView } from "./deliverySettingView";
import { saveDeliverySetting } from "./saveDeliverySetting";
import { pauseStore, reopenDueStores, resumeStore } from "./storePause";

const recordingPartner = () => {
  const calls: StorePause[] = [];
  let failing = false;
  const partner: DeliveryPartner = {
    pauseStore: async (_store, pause) => {
      if (failing) throw new PartnerError("down", 503);
      calls.push(pause);
    },
    pushOpeningHours: async () => undefined,
    pushSpecialHours: async () => undefined,
    setItemsAvailability: async () => undefined,
  };
  const partners: DeliveryPartners = { grabfood: partner, foodpanda: partner, shopeefood: partner };
  return { calls, partners, fail: (value: boolean) => { failing = value; } };
};

const given = async () => {
  const clock = testClock("2026-11-26T10:00:00Z");
  const { engine } = memoryEngine(clock);
  const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450031"));
  const restaurantId = await givenRestaurant(engine, businessId);
  await saveDeliverySetting(engine, { platform: "grabfood", restaurantId, businessId, id: restaurantId, edit: { enabled: true, storeRef: "1-A", clientId: "c", clientSecret: "s" }, rev: undefined }, AS_TEST);
  return { clock, engine, ref: { platform: "grabfood" as const, restaurantId, businessId } };
};

describe("store pause with a timed reopen", () => {
  it("reopens a paused store when its time comes, not before", async () => {
    const { clock, engine, ref } = await given();
    const { calls, partners } = recordingPartner();
    await pauseStore(engine, partners, { ...ref, duration: "30m" }, AS_TEST);
    expect(await deliverySettingView(engine.readModels, "grabfood", ref.restaurantId)).toMatchObject({ paused: true, reopenAt: "2026-11-26T10:30:00.000Z" });
    clock.advance({ minutes: 29 });
    expect((await reopenDueStores(engine, partners)).reopened).toBe(0);
    clock.advance({ minutes: 1 });
    expect((await reopenDueStores(engine, partners)).reopened).toBe(1);
    expect(calls).toEqual([{ isPause: true, duration: "30m" }, { isPause: false }]);
    expect(await deliverySettingView(engine.readModels, "grabfood", ref.restaurantId)).toMatchObject({ paused: false, reopenAt: null });
    expect((await reopenDueStores(engine, partners)).reopened).toBe(0);
  });

  it("keeps trying while the platform fails, until the store is reopened", async () => {
    const { clock, engine, ref } = await given();
    const { calls, partners, fail } = recordingPartner();
    await pauseStore(engine, partners, { ...ref, duration: "1h" }, AS_TEST);
    clock.advance({ hours: 2 });
    fail(true);
    expect((await reopenDueStores(engine, partners)).failed).toHaveLength(1);
    expect((await deliverySettingView(engine.readModels, "grabfood", ref.restaurantId)).paused).toBe(true);
    fail(false);
    expect((await reopenDueStores(engine, partners)).reopened).toBe(1);
    expect(calls.at(-1)).toEqual({ isPause: false });
  });

  it("records nothing the platform refused, and resumes by hand at once", async () => {
    const { engine, ref } = await given();
    const { partners, fail } = recordingPartner();
    fail(true);
    await expect(pauseStore(engine, partners, { ...ref, duration: "24h" }, AS_TEST)).rejects.toMatchObject({ status: 422 });
    expect((await deliverySettingView(engine.readModels, "grabfood", ref.restaurantId)).paused).toBe(false);
    fail(false);
    await pauseStore(engine, partners, { ...ref, duration: "24h" }, AS_TEST);
    await resumeStore(engine, partners, ref, AS_TEST);
    expect((await deliverySettingView(engine.readModels, "grabfood", ref.restaurantId)).paused).toBe(false);
  });
});
