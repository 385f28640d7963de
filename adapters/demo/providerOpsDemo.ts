// The provider's own records in the demo (issue 18 item 4): licence orders for the demo
// business's restaurants (Kopi Kita Bangsar for a year with every POS feature it uses, on the
// beta channel; Kopi Kita KLCC ending in 12 days, so Expiring soon shows it beside the admin
// demo's Teh Tarik Orchard and the ended Nasi Lemak Express). Written through the application
// functions, as the API does. Four delivery companies (GrabExpress and pandago shown in Malaysia
// and Singapore, Kosmo hidden in Malaysia, the in-house riders disabled), Malaysia's default
// GrabExpress with RM 5.00 plus RM 1.20 per km, Singapore's pandago with S$ 4.00 plus S$ 0.80,
// and the SMS sender "KopiKita".
// The Reward job page's birthday benefit job has today's run done once (as the job runner does
// it, through runJobNow.ts), so the page shows a last run and offers its Re-run.
// Decision: the orders are placed by the demo data itself ("Demo data"), since the provider
// admin account is made at start from ADMIN_PHONE and not known to the seeders.
import { runJobNow } from "../../domain/loyalty/application/runJobNow";
import { JOBS_TABLE, type JobRow } from "../../domain/loyalty/jobs/loyaltyJobs.projection";
import { changeDeliverySetting, changeSmsSetting } from "../../domain/provider/application/changeProviderSettings";
import { placeLicenceOrder } from "../../domain/provider/application/placeLicenceOrder";
import { createDeliveryCompany } from "../../domain/provider/application/saveDeliveryCompany";
import type { DeliveryCompanyTerms } from "../../domain/provider/deliveryCompany";
import type { AreaSeeder } from "./seedDemoData";

const MALAYSIA = "Asia/Kuala_Lumpur";

const COMPANIES: ReadonlyArray<DeliveryCompanyTerms> = [
  { name: "GrabExpress", providerType: "GRAB_EXPRESS", quoteStatus: "SHOW", countries: ["MY", "SG"] },
  { name: "pandago", providerType: "PANDA_GO", quoteStatus: "SHOW", countries: ["MY", "SG"] },
  { name: "Kosmo", providerType: "KOSMO", quoteStatus: "HIDDEN", countries: ["MY"] },
  { name: "Own riders (pilot)", providerType: "IN_HOUSE", quoteStatus: "DISABLED", countries: ["MY"] },
];

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
      const companyIds: string[] = [];
    for (const company of COMPANIES) companyIds.push(await createDeliveryCompany(engine, { ...company, companyId: engine.context().newId() }, options));
    const [grab, panda] = companyIds;
    const fee = (amount: number, currency: string) => ({ amount, precision: 2, currency });
    await changeDeliverySetting(engine, {
      countries: [
        { country: "MY", defaultCompanyId: grab ?? null, baseFee: fee(500, "MYR"), perKmFee: fee(120, "MYR") },
        { country: "SG", defaultCompanyId: panda ?? null, baseFee: fee(400, "SGD"), perKmFee: fee(80, "SGD") },
      ],
      rev: undefined,
    }, options);
    await changeSmsSetting(engine, { sender: "KopiKita", rev: undefined }, options);
    const { rows } = await engine.readModels.list(JOBS_TABLE, { where: { businessId: facts.businessId } });
    const benefitJob = (rows as unknown as ReadonlyArray<JobRow>).find((row) => row.kind === "benefit");
    if (benefitJob !== undefined) await runJobNow(engine, benefitJob, tools.actor);
  },
};
