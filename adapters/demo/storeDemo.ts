// The member store's demo data (part of the loyalty seeder, loyaltyDemo.ts): the store activated
// with the demo company (tax-registered) and SST 6 %, a "Top ups" category with three bundles
// (the Connoisseur pass binds three of the café menu's coffees), and a few purchases through the application functions the purchase routes call
// (domain/loyalty/application), so the report's Store and Online store tabs show rows on
// `npm start`.
// Decisions where the contract is silent: purchases happen at the seeding instant (the report
// opens on today); one in-store purchase is reverted so 'Reverted' shows beside 'Completed'.
import { Schema } from "effect";
import type { RunOptions } from "../../domain/engine/commandRunner";
import { DomainError } from "../../domain/engine/decider";
import { loadProgramme } from "../../domain/loyalty/application/activeProgramme";
import { changeProgrammeSection } from "../../domain/loyalty/application/changeProgrammeSection";
import { purchaseStoreBundle } from "../../domain/loyalty/application/purchaseStoreBundle";
import { revertStorePurchase } from "../../domain/loyalty/application/revertStorePurchase";
import { StoreSettingsInput } from "../../domain/loyalty/programme/store";
import { CategoryInput } from "../../domain/loyalty/programme/storeBundles";
import { decodeBody } from "../server/decodeBody";
import { demoProductIds } from "./menuDemo";
import type { DemoFacts, DemoTools } from "./seedDemoData";

const TOP_UP_20 = "Top up RM20";
const TOP_UP_50 = "Top up RM50 + RM5 free";
const CONNOISSEUR_PASS = "Connoisseur pass";

/** The café menu's products the Connoisseur pass binds (menuDemo.ts). */
const PASS_PRODUCTS = ["Latte", "Cappuccino", "Flat White"];

const categoriesOf = (titleId: string | null, rewards: ReadonlyArray<string>, passProducts: ReadonlyArray<string>) => [{
  name: "Top ups",
  bundles: [
    { name: TOP_UP_20, price: 20, credit: { normal: 20 }, conditions: [{ type: "topupCount", min: 0, max: 1 }], vouchers: rewards.slice(0, 1) },
    { name: TOP_UP_50, price: 50, credit: { normal: 50, free: [{ amount: 5, dayToExpire: 90 }] } },
    { name: CONNOISSEUR_PASS, price: 30, credit: { normal: 10 }, titles: titleId === null ? [] : [{ id: titleId, dayToExpire: 30 }], products: passProducts },
  ],
}];

/** Which member buys what, where (null: online), and whether it is taken back. */
const SALES: ReadonlyArray<{ readonly member: number; readonly bundle: string; readonly restaurant: number | null; readonly reverted?: boolean }> = [
  { member: 0, bundle: TOP_UP_50, restaurant: 0 },
  { member: 1, bundle: TOP_UP_20, restaurant: 1 },
  { member: 2, bundle: CONNOISSEUR_PASS, restaurant: 0 },
  { member: 3, bundle: TOP_UP_20, restaurant: null },
  { member: 4, bundle: TOP_UP_50, restaurant: null },
  { member: 5, bundle: TOP_UP_20, restaurant: 0, reverted: true },
];

const openStore = async (tools: DemoTools, facts: DemoFacts, rewards: ReadonlyArray<string>): Promise<void> => {
  const { businessId } = facts;
  const options: RunOptions = { actor: tools.actor };
  const store = decodeBody(StoreSettingsInput, { taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] });
  await changeProgrammeSection(tools.engine, businessId, { type: "UpdateStore", data: { store } }, options);
  const programme = await loadProgramme(tools.engine, businessId);
  const categories = decodeBody(Schema.Array(CategoryInput), categoriesOf(programme.titles[0]?.id ?? null, rewards, demoProductIds(facts, PASS_PRODUCTS)));
  await changeProgrammeSection(tools.engine, businessId, { type: "ReplaceStoreCategories", data: { categories } }, options);
};

const sell = async (tools: DemoTools, facts: DemoFacts, memberId: string, sale: (typeof SALES)[number]): Promise<void> => {
  const options: RunOptions = { actor: tools.actor };
  const programme = await loadProgramme(tools.engine, facts.businessId);
  const bundle = programme.store.categories.flatMap((c) => c.bundles).find((b) => b.name === sale.bundle);
  const restaurantId = sale.restaurant === null ? null : facts.restaurantIds[sale.restaurant % facts.restaurantIds.length] ?? null;
  const ref = { businessId: facts.businessId, memberId };
  const { purchaseId, rewardClaims } = await purchaseStoreBundle(tools.engine, ref, { bundleId: bundle?.id ?? "", restaurantId }, options);
  if (rewardClaims.failed[0] !== undefined) throw new DomainError(rewardClaims.failed[0].message);
  if (sale.reverted === true) await revertStorePurchase(tools.engine, ref, purchaseId, options);
};

export const seedStoreDemo = async (tools: DemoTools, facts: DemoFacts, memberIds: ReadonlyArray<string>, rewards: ReadonlyArray<string>): Promise<void> => {
  await openStore(tools, facts, rewards);
  for (const sale of SALES) {
    const memberId = memberIds[sale.member];
    if (memberId !== undefined) await sell(tools, facts, memberId, sale);
  }
};
