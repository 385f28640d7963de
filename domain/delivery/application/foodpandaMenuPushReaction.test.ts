import { describe, expect, it } from "vitest";
import { testClock } from "../../../tests/support/apiHarness";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { PLATFORM_NOT_CONFIGURED, PartnerError, type PushMenuPartner } from "../deliveryPartner";
import type { DeliveryPlatform } from "../deliveryPlatform";
import { DEFAULT_SELLING_TIME_ID } from "../grabfood/sellingTimes";
import { menuHash } from "../menuSync/menuDrift";
import { menuSyncDecider } from "../menuSync/menuSync";
import { menuSyncStreamId } from "../menuSync/menuSyncModel";
import type { RecordedEvent } from "../../engine/events";
import { reactionRunOptions } from "../../engine/reaction";
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
  const { engine, store } = memoryEngine(clock);
  const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450071"));
  const restaurantId = await givenRestaurant(engine, businessId);
  for (const platform of ["foodpanda", "grabfood"] as const) {
    await saveDeliverySetting(engine, { platform, restaurantId, businessId, id: restaurantId, edit: { enabled: true, storeRef: `${platform}-1`, clientId: "c", clientSecret: "s" }, rev: undefined }, AS_TEST);
  }
  const ref = { restaurantId, businessId };
  /** Records a sync request as Sync does; answers its MenuSyncRequested. */
  const request = async (platform: DeliveryPlatform, syncId: string): Promise<RecordedEvent> => {
    const { menu } = await currentGrabMenu(engine, ref, `${platform}-1`);
    // Each sync offers its own menu, so a request after a success is not "already live".
    const named = { ...menu, categories: [...menu.categories, { id: syncId, name: syncId, availableStatus: "AVAILABLE" as const, sellingTimeID: DEFAULT_SELLING_TIME_ID, items: [] }] };
    const streamId = menuSyncStreamId(platform, restaurantId);
    await engine.runner.run(menuSyncDecider, streamId, { type: "RequestMenuSync", data: { platform, ...ref, syncId, menu: named, menuHash: menuHash(named) } }, AS_TEST);
    return (await store.readStream(streamId)).events.at(-1)!;
  };
  /** What the reaction's runner does with the event (it retries what throws). */
  const follow = (foodpanda: PushMenuPartner, event: RecordedEvent) => {
    const reaction = foodpandaMenuPushReaction(foodpanda);
    return reaction.handle(event, engine, reactionRunOptions(reaction.name, event));
  };
  const latest = async () => (await loadMenuSync(engine, "foodpanda", restaurantId)).latest;
  return { clock, request, follow, latest };
};

describe("foodpanda's menu push reaction", () => {
  it("pushes a foodpanda sync requested once, and nothing for another platform's", async () => {
    const { request, follow, latest } = await given();
    const foodpanda = plannedFoodpanda();
    const grab = await request("grabfood", "sync-grab");
    const panda = await request("foodpanda", "sync-1");
    for (const event of [grab, panda, panda]) expect(await follow(foodpanda.partner, event)).toEqual([]);
    expect(foodpanda.pushed).toEqual(["sync-1"]);
    expect(await latest()).toMatchObject({ syncId: "sync-1", status: "success" });
  });

  it("sends nothing for a sync a newer one replaced before it was pushed", async () => {
    const { clock, request, follow } = await given();
    const foodpanda = plannedFoodpanda();
    const old = await request("foodpanda", "sync-old");
    clock.advance({ minutes: 16 }); // the old one is stale: a new request replaces it
    const replacing = await request("foodpanda", "sync-new");
    await follow(foodpanda.partner, old);
    await follow(foodpanda.partner, replacing);
    expect(foodpanda.pushed).toEqual(["sync-new"]);
  });

  it("throws while foodpanda is out of reach (the runner tries again), and fails at once on its refusal or when it is not configured", async () => {
    const { request, follow, latest } = await given();
    const foodpanda = plannedFoodpanda(new PartnerError("foodpanda could not be reached: timeout", 0), new PartnerError("foodpanda answered 503", 503));
    const first = await request("foodpanda", "sync-1");
    await expect(follow(foodpanda.partner, first)).rejects.toThrow("timeout");
    expect(await latest()).toMatchObject({ status: "inProgress" });
    await expect(follow(foodpanda.partner, first)).rejects.toThrow("503");
    await follow(foodpanda.partner, first);
    expect(foodpanda.pushed).toEqual(["sync-1", "sync-1", "sync-1"]);
    expect(await latest()).toMatchObject({ status: "success" });

    const refusing = plannedFoodpanda(new PartnerError("foodpanda: The catalog was refused", 422, ["Too many toppings"]));
    await follow(refusing.partner, await request("foodpanda", "sync-2"));
    expect(await latest()).toMatchObject({ syncId: "sync-2", status: "failed", reasons: ["foodpanda: The catalog was refused", "Too many toppings"] });

    const unconfigured = plannedFoodpanda(new PartnerError(PLATFORM_NOT_CONFIGURED, 0));
    await follow(unconfigured.partner, await request("foodpanda", "sync-3"));
    expect(await latest()).toMatchObject({ syncId: "sync-3", status: "failed", reasons: [PLATFORM_NOT_CONFIGURED] });
  });

  it("fails a push foodpanda stays out of reach for once the sync is stale", async () => {
    const { clock, request, follow, latest } = await given();
    const down = () => new PartnerError("foodpanda could not be reached: connection refused", 0);
    const foodpanda = plannedFoodpanda(down(), down());
    const requested = await request("foodpanda", "sync-1");
    await expect(follow(foodpanda.partner, requested)).rejects.toThrow("connection refused");
    clock.advance({ minutes: 15 });
    await follow(foodpanda.partner, requested);
    expect(await latest()).toMatchObject({ status: "failed", reasons: ["foodpanda could not be reached: connection refused"] });
  });
});
