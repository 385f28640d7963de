// Owns: the business the accessibility suite looks at, made over the API so every page has
// something to show (tables with rows, charts with data, a store with bundles, a voucher, a
// promotion, a level-up reward, members with a bill), and a second user given a narrow role
// (menu, stock and restaurant) in it.
// Decision: each test makes its own world with its own phones (tests may run in parallel).
import type { APIRequestContext } from "@playwright/test";
import { type Owner, type World, enrol, openBusiness, setLevel } from "./loyaltyWorld";

const dataOf = async <T>(response: { ok: () => boolean; json: () => Promise<unknown>; text: () => Promise<string> }): Promise<T> => {
  if (!response.ok()) throw new Error(await response.text());
  return ((await response.json()) as { data: T }).data;
};

/** Registers a user with the development outbox's code, as the registration page does. */
export const register = async (request: APIRequestContext, user: Owner) => {
  const post = (path: string, data: unknown) => request.post(`/api/v2${path}`, { data });
  await dataOf(await post("/auth/otp/v2/send", { target: user.phone, purpose: "register" }));
  const [sent] = await dataOf<Array<{ otp: string }>>(await request.get(`/api/v2/dev/outbox?target=${encodeURIComponent(user.phone)}`));
  const { verificationToken } = await dataOf<{ verificationToken: string }>(await post("/auth/otp/v2/verify", { target: user.phone, otp: sent?.otp, purpose: "register" }));
  await dataOf(await post("/auth/register", { phoneNumber: user.phone, verificationToken, name: user.name, password: user.password }));
};

const BILL_OFF = { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} };

export interface FullWorld extends World {
  readonly voucherId: string;
  readonly memberId: string;
  readonly storeUrl: string;
}

/** A business with everything filled in; `tag` keeps its store address and names apart. */
export const openFullBusiness = async (request: APIRequestContext, owner: Owner, tag: string, memberPhones: readonly [string, string]): Promise<FullWorld> => {
  const world = await openBusiness(request, owner, `Kedai ${tag}`);
  const base = `/businesses/${world.businessId}`;
  const storeUrl = `kedai-${tag.toLowerCase()}-members`;
  const programme = await world.api<{ _rev: number }>("POST", `${base}/membership`, {
    name: `${tag} Club`, url: storeUrl, creditOneToOne: true, baseTierName: "Bronze", cashback: { percentage: 10, validFor: 30 },
  });
  await world.api("PUT", `${base}/membership/tier`, {
    baseTierName: "Bronze", tiers: [{ name: "Silver", minLevel: 5, minExp: 0 }, { name: "Gold", minLevel: 10, minExp: 0 }], _rev: programme._rev,
  });
  await world.api("PUT", `${base}/company`, {
    name: `Kedai ${tag} Sdn Bhd`, regNo: "202401000919", sstRegNo: "W10-2401-32000919", phoneNo: "+60312345678",
    address: { line1: "8 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "Kuala Lumpur", country: "MY" },
  });
  await world.api("PUT", `${base}/membership/store`, { taxes: [] });
  await world.api("PUT", `${base}/membership/store-bundle`, {
    categories: [{ name: "Top ups", bundles: [{ name: "Top up 50", price: 45, credit: { normal: 50 } }] }],
  });
  const voucher = await world.api<{ id: string }>("POST", `${base}/vouchers`, {
    type: "SIMPLE_CLAIM", name: "Free Teh Tarik", description: "One teh tarik on us.", validFor: 30, validSince: null,
    effect: BILL_OFF, options: { simpleClaim: { maxClaim: 100 } },
  });
  await world.api("POST", `${base}/promotions`, { name: "Tenth Off", effect: BILL_OFF });
  const reward = await world.api<{ id: string }>("POST", `${base}/membership/member-reward-voucher`, {
    name: "Free Drink Upgrade", validFor: 30, effect: { target: "BILL", adjustment: { type: "byAmount", amount: { amount: 500, precision: 2 } }, options: {} },
  });
  const current = await world.api<{ _rev: number }>("GET", `${base}/membership`);
  await world.api("PUT", `${base}/membership/on-level-reward`, {
    vouchers: [{ voucher: reward.id, minLevel: 0, weight: 1 }], noRewardWeight: 1, _rev: current._rev,
  });
  const [first, second] = memberPhones;
  const member = await enrol(world, first, "Siti Aminah");
  await setLevel(world, await enrol(world, second, "Ben Member"), 6);
  await world.api("POST", `/restaurants/${world.restaurantId}/pos-event`, {
    type: "BILL_COMPLETED", billId: `${tag}-1`, memberPhone: first, closedAt: new Date().toISOString(),
    total: { amount: 1300, precision: 2, currency: "MYR" },
    items: [{ productId: "KOPI-O", quantity: 2, price: { amount: 650, precision: 2, currency: "MYR" } }],
  });
  return { ...world, voucherId: voucher.id, memberId: member.id, storeUrl };
};

/** Gives `staff` (registered here) a narrow role in the world's business: menu, stock and restaurant. */
export const addNarrowStaff = async (request: APIRequestContext, world: World, staff: Owner) => {
  await register(request, staff);
  await world.api("POST", `/businesses/${world.businessId}/team`, {
    phoneNumber: staff.phone,
    grants: [
      { action: "manage", subject: "Menu" },
      { action: "manage", subject: "Stock" },
      { action: "read", subject: "Restaurant" },
      { action: "update", subject: "Restaurant" },
    ],
  });
};
