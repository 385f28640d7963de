// The provider's own records in the demo (issue 18 item 4): licence orders for the demo
// business's restaurants (Kopi Kita Bangsar for a year with every POS feature it uses, on the
// beta channel; Kopi Kita KLCC ending in 12 days, so Expiring soon shows it beside the admin
// demo's Teh Tarik Orchard and the ended Nasi Lemak Express). Written through the application
// functions, as the API does.
// Decision: the orders are placed by the demo data itself ("Demo data"), since the provider
// admin account is made at start from ADMIN_PHONE and not known to the seeders.
import { placeLicenceOrder } from "../../domain/provider/application/placeLicenceOrder";
import type { AreaSeeder } from "./seedDemoData";

const MALAYSIA = "Asia/Kuala_Lumpur";

export const providerOpsDemo: AreaSeeder = {
  area: "providerOps",
  seed: async (tools, facts) => {
    const { engine, options } = tools;
    const orderedBy = { userId: tools.actor, name: "Demo data" };
    const today = engine.context().now.toZonedDateTimeISO(MALAYSIA).toPlainDate();
    const day = (days: number): string => today.add({ days }).toString();
    const [bangsar, klcc] = facts.restaurantIds;
    const orders = [
      { restaurantId: bangsar, expiresOn: day(365), features: ["stock", "pickup", "delivery", "kds"] as const, channel: "beta" as const },
      { restaurantId: klcc, expiresOn: day(12), features: ["pickup", "kds"] as const, channel: "latest" as const },
    ];
    for (const order of orders) {
      if (order.restaurantId === undefined) continue;
      await placeLicenceOrder(engine, { ...order, restaurantId: order.restaurantId, features: [...order.features], orderId: engine.context().newId(), orderedBy }, options);
    }
  },
};
