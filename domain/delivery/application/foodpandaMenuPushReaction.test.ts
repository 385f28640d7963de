import { describe, expect, it } from "vitest";
import { reactionRunner } from "../../../adapters/engine/reactions/reactionRunner";
import { testClock } from "../../../tests/support/apiHarness";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { PLATFORM_NOT_CONFIGURED, PartnerError, type PushMenuPartner } from "../deliveryPartner";
import type { DeliveryPlatform } from "../deliveryPlatform";
import { DEFAULT_SELLING_TIME_ID } from "../grabfood/sellingTimes";
import { menuHash } from "../menuSync/menuDrift";
import { menuSyncDecider } from "../menuSync/menuSync";
import { menuSyncStreamId } from "../menuSync/menuSyncModel";
import { foodpandaMenuPushReaction } from "./foodpandaMenuPushReaction";
import { currentGrabMenu, loadMenuSync } from "./menuSync";
import { saveDeliverySetting } from "./saveDeliverySetting";

/** foodpanda as a test steers it: each push answers the next planned outcome (success when none is left). */
const plannedFoodpanda = (...outcomes: ReadonlyArray<PartnerError>) => {
  const pushed: string[] = [];
  const planned = [...outcomes];
  const partner: PushMenuPartner = {
    pushMenu: async (_store, _catalog, importKey) => {
      pushed.push(importKey);
      const failure = planned.shift();
      if (failure !== undefined) throw failure;
      return `import-${importKey}`;
    },
  };
  return { partner, pushed };
};

const given = async () => {
  const clock = testClock("2026-11-27T10:00:00Z");
  const { engine } = memoryEngine(clock);
  const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450071"));
  const restaurantId = await givenRestaurant(engine, businessId);
  for (const platform of ["foodpanda", "grabfood"] as const) {
    await saveDeliverySetting(engine, { platform, restaurantId, businessId, id: restaurantId, edit: { enabled: true, storeRef: `${platform}-1`, clientId: "c", clientSecret: "s" }, rev: undefined }, AS_TEST);
  }
  const ref = { restaurantId, businessId };
  const request = async (platform: DeliveryPlatform, syncId: string) => {
    const { menu } = await currentGrabMenu(engine, ref, `${platform}-1`);
    // Each sync offers its own menu, so a request after a success is not "already live".
    const named = { ...menu, categories: [...menu.categories, { id: syncId, name: syncId, availableStatus: "AVAILABLE" as const, sellingTimeID: DEFAULT_SELLING_TIME_ID, items: [] }] };
    await engine.runner.run(menuSyncDecider, menuSyncStreamId(platform, restaurantId), { type: "RequestMenuSync", data: { platform, ...ref, syncId, menu: named, menuHash: menuHash(named) } }, AS_TEST);
  };
  return { clock, engine, ref, request };
};

describe("foodpanda's menu push reaction", () => {
  it("pushes each foodpanda sync requested once, and nothing for another platform's", async () => {
    const { engine, ref, request } = await given();
    const foodpanda = plannedFoodpanda();
    const runner = reactionRunner(engine, [foodpandaMenuPushReaction(foodpanda.partner)]);
    await request("grabfood", "sync-grab");
    await request("foodpanda", "sync-1");
    await runner.drain();
    await runner.drain();
    expect(foodpanda.pushed).toEqual(["sync-1"]);
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ syncId: "sync-1", status: "success" });
  });

  it("sends nothing for a sync a newer one replaced before it was pushed", async () => {
    const { clock, engine, request } = await given();
    const foodpanda = plannedFoodpanda();
    await request("foodpanda", "sync-old");
    clock.advance({ minutes: 16 }); // the old one is stale: a new request replaces it
    await request("foodpanda", "sync-new");
    await reactionRunner(engine, [foodpandaMenuPushReaction(foodpanda.partner)]).drain();
    expect(foodpanda.pushed).toEqual(["sync-new"]);
  });

  it("tries again while foodpanda is out of reach, and fails at once on its refusal or when it is not configured", async () => {
    const { engine, ref, request } = await given();
    const foodpanda = plannedFoodpanda(new PartnerError("foodpanda could not be reached: timeout", 0), new PartnerError("foodpanda answered 503", 503));
    const runner = reactionRunner(engine, [foodpandaMenuPushReaction(foodpanda.partner)]);
    await request("foodpanda", "sync-1");
    await expect(runner.drain()).rejects.toThrow("timeout");
    await expect(runner.drain()).rejects.toThrow("503");
    await runner.drain();
    expect(foodpanda.pushed).toEqual(["sync-1", "sync-1", "sync-1"]);
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ status: "success" });

    const refusing = plannedFoodpanda(new PartnerError("foodpanda: The catalog was refused", 422, ["Too many toppings"]));
    await request("foodpanda", "sync-2");
    await reactionRunner(engine, [foodpandaMenuPushReaction(refusing.partner)], { owner: "second", now: () => Date.now() + 60_000 }).drain();
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ syncId: "sync-2", status: "failed", reasons: ["foodpanda: The catalog was refused", "Too many toppings"] });

    const unconfigured = plannedFoodpanda(new PartnerError(PLATFORM_NOT_CONFIGURED, 0));
    await request("foodpanda", "sync-3");
    await reactionRunner(engine, [foodpandaMenuPushReaction(unconfigured.partner)], { owner: "third", now: () => Date.now() + 120_000 }).drain();
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ syncId: "sync-3", status: "failed", reasons: [PLATFORM_NOT_CONFIGURED] });
  });

  it("fails a push foodpanda stays out of reach for once the sync is stale", async () => {
    const { clock, engine, ref, request } = await given();
    const down = () => new PartnerError("foodpanda could not be reached: connection refused", 0);
    const foodpanda = plannedFoodpanda(down(), down());
    const runner = reactionRunner(engine, [foodpandaMenuPushReaction(foodpanda.partner)]);
    await request("foodpanda", "sync-1");
    await expect(runner.drain()).rejects.toThrow("connection refused");
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ status: "inProgress" });
    clock.advance({ minutes: 15 });
    await runner.drain();
    expect((await loadMenuSync(engine, "foodpanda", ref.restaurantId)).latest).toMatchObject({ status: "failed", reasons: ["foodpanda could not be reached: connection refused"] });
  });
});
