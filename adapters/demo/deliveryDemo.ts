// Demo data of the delivery area: the demo business's first restaurant is connected to GrabFood
// (merchant DEMO_GRAB_MERCHANT), to foodpanda (vendor DEMO_FOODPANDA_VENDOR) and to ShopeeFood
// (store DEMO_SHOPEEFOOD_STORE), through the
// setting's own application function, and GrabFood runs one campaign for it. Each platform's menu
// sync shows one success and one failure with the platform's reasons: it accepted the menu as it
// was before the price of the first item rose (so the drift lists that item), then refused the
// current one. They are recorded through the sync's decider as GrabFood's and ShopeeFood's
// webhooks (or our push to foodpanda) would, since no partner runs while the demo is seeded. Campaigns live on the platform, so the demo campaign is handed to
// the local fake GrabFood when the server starts it (adapters/delivery/deliveryPartners.ts),
// not written here. Two GrabFood items are marked unavailable (DEMO_UNAVAILABLE: the menu's first
// item for 4 hours, its second for the rest of the business's day), recorded only: the local fake
// GrabFood starts with the items the record marks unavailable (serverRuntime.ts), and the
// delivery job restores them on it when due. The
// restaurant keeps one special opening hour: closed on the next Christmas Day (a public holiday in
// Malaysia), not pushed (the page's Push sends it).
import { currentGrabMenu } from "../../domain/delivery/application/menuSync";
import { saveSpecialHours, specialHoursView } from "../../domain/delivery/application/specialHours";
import type { SpecialHour } from "../../domain/delivery/specialHours";
import { deliveryConnectionDecider } from "../../domain/delivery/deliveryConnection";
import { deliveryStreamId } from "../../domain/delivery/deliveryPlatform";
import type { UnavailableFor } from "../../domain/delivery/itemAvailability";
import { saveDeliverySetting } from "../../domain/delivery/application/saveDeliverySetting";
import type { GrabMenu } from "../../domain/delivery/grabfood/grabMenu";
import { menuHash } from "../../domain/delivery/menuSync/menuDrift";
import { menuSyncDecider } from "../../domain/delivery/menuSync/menuSync";
import { type PartnerSyncState, menuSyncStreamId } from "../../domain/delivery/menuSync/menuSyncModel";
import type { Engine, RunOptions } from "../../domain/engine/commandRunner";
import type { GrabCampaign } from "../../domain/delivery/grabCampaign";
import type { AreaSeeder } from "./seedDemoData";
import type { DeliveryPlatform } from "../../domain/delivery/deliveryPlatform";

export const DEMO_GRAB_MERCHANT = "1-KOPIKITA0001";
export const DEMO_FOODPANDA_VENDOR = "v-kopikita";
export const DEMO_SHOPEEFOOD_STORE = "7700001";

export const DEMO_GRAB_CAMPAIGNS: ReadonlyArray<GrabCampaign> = [
  {
    id: `${DEMO_GRAB_MERCHANT}-DEMO-1`,
    createdBy: "Partner",
    merchantID: DEMO_GRAB_MERCHANT,
    name: "RM5 off orders over RM30",
    quotas: { totalCount: 500, totalCountPerUser: 2 },
    conditions: { startTime: "2026-01-01T00:00:00Z", endTime: "2027-12-31T15:59:00Z", eaterType: "all", minBasketAmount: 30 },
    discount: { type: "net", value: 5, scope: { type: "order" } },
  },
];

/** foodpanda's reasons for refusing the demo's current menu, naming its first item. */
export const demoFoodpandaReasons = (menu: GrabMenu): ReadonlyArray<string> => [
  "foodpanda: The catalog was refused",
  `Product "${menu.categories[0]?.items[0]?.name ?? "?"}": the price rose more than 20% since the last approved catalog`,
];

/** ShopeeFood's reasons for refusing the demo's current menu, naming its first items. */
export const demoShopeeReasons = (menu: GrabMenu): ReadonlyArray<string> => [
  `Dish "${menu.categories[0]?.items[0]?.name ?? "?"}": a dish photo is required`,
  `Dish "${menu.categories[0]?.items[1]?.name ?? "?"}": the description is too short`,
];

/** GrabFood's reasons for refusing the demo's current menu, naming its first item. */
export const demoSyncReasons = (menu: GrabMenu): ReadonlyArray<string> => [
  `Item "${menu.categories[0]?.items[0]?.name ?? "?"}": the price differs from the one GrabFood approved, review pending`,
  `Item "${menu.categories[0]?.items[1]?.name ?? "?"}": a photo is required`,
];

/** The menu GrabFood accepted: the current one with the first item RM1.00 cheaper. */
const earlierMenu = (menu: GrabMenu): GrabMenu => ({
  ...menu,
  categories: menu.categories.map((category, c) => ({
    ...category,
    items: category.items.map((item, i) => (c === 0 && i === 0 ? { ...item, price: Math.max(0, item.price - 100) } : item)),
  })),
});

/** How long the demo's first and second GrabFood items are marked unavailable. */
export const DEMO_UNAVAILABLE: ReadonlyArray<UnavailableFor> = ["4h", "today"];

/** The demo's special opening hour: closed on the first 25 December not before `today`. */
export const demoHolidayClosure = (today: string): SpecialHour => {
  const year = Number(today.slice(0, 4));
  const christmas = `${today.slice(5) > "12-25" ? year + 1 : year}-12-25`;
  return { startDate: christmas, endDate: christmas, description: "Christmas Day (public holiday)", openPeriodType: "ClosedAllDay", periods: [] };
};

const STORE: Readonly<Record<DeliveryPlatform, string>> = { grabfood: DEMO_GRAB_MERCHANT, foodpanda: DEMO_FOODPANDA_VENDOR, shopeefood: DEMO_SHOPEEFOOD_STORE };

const recordSync = async (
  engine: Engine, options: RunOptions, platform: DeliveryPlatform, ref: { restaurantId: string; businessId: string }, menu: GrabMenu, n: number, errors: ReadonlyArray<string>,
) => {
  const streamId = menuSyncStreamId(platform, ref.restaurantId);
  const syncId = engine.context().newId();
  const jobId = platform === "foodpanda" ? syncId : `demo-${platform}-job-${n}`;
  const recorded = { ...menu, merchantID: STORE[platform] };
  await engine.runner.run(menuSyncDecider, streamId, { type: "RequestMenuSync", data: { platform, ...ref, syncId, menu: recorded, menuHash: menuHash(recorded) } }, options);
  const pulled = platform !== "foodpanda";
  if (pulled) await engine.runner.run(menuSyncDecider, streamId, { type: "RecordMenuNotified", data: { syncId, jobId } }, options);
  const states: PartnerSyncState[] = [...(pulled ? ["QUEUEING" as const] : []), "PROCESSING", errors.length === 0 ? "SUCCESS" : "FAILED"];
  for (const [i, state] of states.entries()) {
    await engine.runner.run(menuSyncDecider, streamId, { type: "RecordPartnerState", data: { requestId: `${jobId}-${i}`, jobId, state, errors } }, options);
  }
};

export const deliveryDemo: AreaSeeder = {
  area: "delivery",
  seed: async (tools, facts) => {
    const restaurantId = facts.restaurantIds[0];
    if (restaurantId === undefined) return;
    const edit = { enabled: true, storeRef: DEMO_GRAB_MERCHANT, clientId: "kopi-kita-demo", clientSecret: "demo-grab-secret-0001" };
    await saveDeliverySetting(tools.engine, { platform: "grabfood", restaurantId, businessId: facts.businessId, id: restaurantId, edit, rev: undefined }, tools.options);
    const ref = { restaurantId, businessId: facts.businessId };
    const { menu } = await currentGrabMenu(tools.engine, ref, DEMO_GRAB_MERCHANT);
    await recordSync(tools.engine, tools.options, "grabfood", ref, earlierMenu(menu), 1, []);
    await recordSync(tools.engine, tools.options, "grabfood", ref, menu, 2, demoSyncReasons(menu));
    const panda = { enabled: true, storeRef: DEMO_FOODPANDA_VENDOR, clientId: "kopi-kita-panda", clientSecret: "demo-panda-secret-0001" };
    await saveDeliverySetting(tools.engine, { platform: "foodpanda", restaurantId, businessId: facts.businessId, id: restaurantId, edit: panda, rev: undefined }, tools.options);
    await recordSync(tools.engine, tools.options, "foodpanda", ref, earlierMenu(menu), 1, []);
    await recordSync(tools.engine, tools.options, "foodpanda", ref, menu, 2, demoFoodpandaReasons(menu));
    const shopee = { enabled: true, storeRef: DEMO_SHOPEEFOOD_STORE, clientId: "kopi-kita-shopee", clientSecret: "demo-shopee-secret-0001" };
    await saveDeliverySetting(tools.engine, { platform: "shopeefood", restaurantId, businessId: facts.businessId, id: restaurantId, edit: shopee, rev: undefined }, tools.options);
    await recordSync(tools.engine, tools.options, "shopeefood", ref, earlierMenu(menu), 1, []);
    await recordSync(tools.engine, tools.options, "shopeefood", ref, menu, 2, demoShopeeReasons(menu));
    const items = menu.categories.flatMap((category) => category.items.map((item) => item.id));
    for (const [i, span] of DEMO_UNAVAILABLE.entries()) {
      const itemId = items[i];
      if (itemId === undefined) continue;
      const data = { platform: "grabfood" as const, ...ref, itemIds: [itemId], span };
      await tools.engine.runner.run(deliveryConnectionDecider, deliveryStreamId("grabfood", restaurantId), { type: "RecordItemsUnavailable", data }, tools.options);
    }
    const { timeZone } = await specialHoursView(tools.engine, ref);
    const today = tools.engine.context(timeZone).now.toZonedDateTimeISO(timeZone).toPlainDate().toString();
    await saveSpecialHours(tools.engine, ref, [demoHolidayClosure(today)], undefined, tools.options);
    return { grabfoodRestaurantId: restaurantId };
  },
};
