// Owns: reading a programme's member store as a purchase needs it (storePurchase.ts StoreOffer):
// whether the store is activated, whether its company is tax-registered, its taxes as bundle tax
// lines (keyed by tax code) and the bundle asked for, searched in every category.
import type { Programme } from "../programme/programmeModel";
import { hasTaxRegistration } from "../programme/store";
import type { Bundle } from "../programme/storeBundles";
import type { StoreOffer } from "./storePurchase";

export const findBundle = (programme: Programme, bundleId: string): Bundle | null =>
  programme.store.categories.flatMap((category) => category.bundles).find((bundle) => bundle.id === bundleId) ?? null;

export const storeOfferOf = (programme: Programme, bundleId: string): StoreOffer => ({
  activated: programme.store.activated,
  taxRegistered: hasTaxRegistration(programme.store.company),
  taxes: programme.store.taxes.map((tax) => ({ key: tax.taxCode, rate: tax.rate, inclusive: tax.inclusive })),
  creditOneToOne: programme.creditOneToOne,
  bundle: findBundle(programme, bundleId),
});
