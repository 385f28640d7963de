// Demo data of the delivery area: the demo business's first restaurant is connected to GrabFood
// (merchant DEMO_GRAB_MERCHANT, through the setting's own application function), and GrabFood
// runs one campaign for it. Campaigns live on the platform, so the demo campaign is handed to
// the local fake GrabFood when the server starts it (adapters/delivery/deliveryPartners.ts),
// not written here.
import { saveDeliverySetting } from "../../domain/delivery/application/saveDeliverySetting";
import type { GrabCampaign } from "../../domain/delivery/grabCampaign";
import type { AreaSeeder } from "./seedDemoData";

export const DEMO_GRAB_MERCHANT = "1-KOPIKITA0001";

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

export const deliveryDemo: AreaSeeder = {
  area: "delivery",
  seed: async (tools, facts) => {
    const restaurantId = facts.restaurantIds[0];
    if (restaurantId === undefined) return;
    const edit = { enabled: true, storeRef: DEMO_GRAB_MERCHANT, clientId: "kopi-kita-demo", clientSecret: "demo-grab-secret-0001" };
    await saveDeliverySetting(tools.engine, { platform: "grabfood", restaurantId, businessId: facts.businessId, id: restaurantId, edit, rev: undefined }, tools.options);
    return { grabfoodRestaurantId: restaurantId };
  },
};
