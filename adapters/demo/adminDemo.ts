// The provider admin section's demo data (issue 18 item 4): an agent, "Ali Reseller" (phone
// +60122220003, code ALI01), reselling two more businesses of the demo owner, so the owner has
// businesses to switch among and the admin's restaurant list shows several businesses and
// countries: "Teh Tarik Co" with a Singapore restaurant whose licence ends within 30 days, and
// "Nasi Lemak Express" with a Malaysian restaurant whose licence has expired. Written through
// the application functions, as the API does. Two restaurant tags: "Flagship" (Kopi Kita
// Bangsar and Teh Tarik Orchard) and "Mall outlet" (Kopi Kita KLCC). A provider staff member,
// "Siti Support" (+60122220004, the demo password), so the Provider team page lists admin and staff.
// Decision: licence dates are set from the start's clock (20 days ahead, 10 days ago), so the
// list's 'Expires soon' and 'Expired' flags show whenever the demo is made.
import { openAccount } from "../../domain/auth/application/openAccount";
import { createAgent } from "../../domain/business/application/createAgent";
import { createBusiness } from "../../domain/business/application/createBusiness";
import { createRestaurant } from "../../domain/business/application/createRestaurant";
import { createRestaurantTag } from "../../domain/business/application/createRestaurantTag";
import { tagRestaurants } from "../../domain/business/application/tagRestaurants";
import { updateBusiness } from "../../domain/business/application/updateBusiness";
import { updateRestaurantSetting } from "../../domain/business/application/updateRestaurantSetting";
import { RestaurantProfileInput } from "../../domain/business/restaurantProfile";
import { decodeBody } from "../server/decodeBody";
import type { AreaSeeder, DemoTools } from "./seedDemoData";

export const DEMO_AGENT_PHONE = "+60122220003";
export const DEMO_PROVIDER_STAFF_PHONE = "+60122220004";
const DEMO_AGENT_CODE = "ALI01";
const DAY_HOURS = 24;

interface ResoldBusiness {
  readonly name: string;
  readonly restaurant: unknown;
  /** Days from now to the licence's end (negative: already ended). */
  readonly licenceDays: number;
}

const RESOLD: ReadonlyArray<ResoldBusiness> = [
  {
    name: "Teh Tarik Co",
    restaurant: { name: "Teh Tarik Orchard", phoneNo: "+6567331234", address: { line1: "391 Orchard Road", city: "Singapore", postcode: "238872", state: "Singapore", country: "SG" } },
    licenceDays: 20,
  },
  {
    name: "Nasi Lemak Express",
    restaurant: { name: "Nasi Lemak Express Shah Alam", phoneNo: "+60355101234", address: { line1: "5 Jalan Plumbum", city: "Shah Alam", postcode: "40000", state: "Selangor", country: "MY" } },
    licenceDays: -10,
  },
];

const resell = async (tools: DemoTools, ownerId: string, agentId: string, resold: ResoldBusiness): Promise<{ businessId: string; restaurantId: string }> => {
  const { engine, options } = tools;
  const businessId = await createBusiness(engine, { name: resold.name, url: null, menuVersion: "v4", businessId: engine.context().newId(), ownerId }, options);
  await updateBusiness(engine, {
    businessId, name: resold.name, url: null, menuVersion: "v4", owner: ownerId, quota: { restaurants: null }, pf_agent: { agentId, isReseller: true }, rev: undefined,
  }, options);
  const profile = decodeBody(RestaurantProfileInput, resold.restaurant);
  const restaurantId = await createRestaurant(engine, { restaurantId: engine.context().newId(), businessId, profile }, options);
  const expiredAt = engine.context().now.add({ hours: resold.licenceDays * DAY_HOURS }).toString();
  await updateRestaurantSetting(engine, { restaurantId, group: "license", input: { expiredAt, features: ["pickup", "kds"] } }, options);
  return { businessId, restaurantId };
};

export const adminDemo: AreaSeeder = {
  area: "admin",
  seed: async (tools, facts) => {
    const { engine, options } = tools;
    const passwordHash = await tools.passwordHash();
    await openAccount(engine, { phoneNumber: DEMO_AGENT_PHONE, name: "Ali Reseller", passwordHash }, tools.actor);
    const agentId = await createAgent(engine, { agentId: engine.context().newId(), phoneNumber: DEMO_AGENT_PHONE, name: "Ali Reseller", code: DEMO_AGENT_CODE, kind: "RESELLER" }, options);
    await openAccount(engine, { phoneNumber: DEMO_PROVIDER_STAFF_PHONE, name: "Siti Support", passwordHash, role: "staff" }, tools.actor);
    const resold = [];
    for (const business of RESOLD) resold.push(await resell(tools, facts.owner.userId, agentId, business));
    const [bangsar, klcc] = facts.restaurantIds;
    const tagged: ReadonlyArray<readonly [string, ReadonlyArray<string | undefined>]> = [
      ["Flagship", [bangsar, resold[0]?.restaurantId]],
      ["Mall outlet", [klcc]],
    ];
    for (const [name, restaurantIds] of tagged) {
      const tagId = await createRestaurantTag(engine, { tagId: engine.context().newId(), name }, options);
      await tagRestaurants(engine, { tagId, restaurantIds: restaurantIds.filter((id): id is string => id !== undefined), rev: undefined }, options);
    }
    return { agentId, resoldBusinessIds: resold.map((r) => r.businessId), resoldRestaurantIds: resold.map((r) => r.restaurantId) };
  },
};
