// Test support for the voucher API suites: an owner with a business and a restaurant, valid
// voucher bodies per type, and a snapshot of everything a voucher is made of (its stream and its
// rows), so a suite can show that a refused call changed nothing.
import { VOUCHERS_TABLE, VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { type Client, type Harness, signUp } from "./businessHarness";

export const BILL_EFFECT = { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} };

export const voucherBody = (type: "SIMPLE_CLAIM" | "AFTER_SALES" | "MEMBER_REWARD" | "FEEDBACK_REWARD", extra: Record<string, unknown> = {}) => ({
  type,
  name: `${type} voucher`,
  effect: BILL_EFFECT,
  validFor: 30,
  validSince: null,
  ...(type === "SIMPLE_CLAIM" ? { options: { simpleClaim: { maxClaim: 100 } } } : {}),
  ...extra,
});

export interface Shop {
  readonly owner: Client;
  readonly businessId: string;
  readonly restaurantId: string;
}

export const openShop = async (harness: Harness, phone: string, url: string): Promise<Shop> => {
  const owner = await signUp(harness, phone);
  const business = await owner.ok("POST", "/businesses", { name: `Shop ${url}`, url });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: `${url} 1` } });
  return { owner, businessId: business.id, restaurantId: restaurant.id };
};

export const createVoucher = async (shop: Shop, body: unknown): Promise<any> =>
  shop.owner.ok("POST", `/businesses/${shop.businessId}/vouchers`, body);

export const snapshotOfVoucher = async (harness: Harness, voucherId: string, businessId: string) => ({
  version: (await harness.store.readStream(`voucher-${voucherId}`)).version,
  codes: (await harness.store.readStream(`voucher-codes-${businessId}`)).version,
  row: await harness.store.readModels.get(VOUCHERS_TABLE, voucherId),
  claims: (await harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId } })).total,
  vouchers: (await harness.store.readModels.list(VOUCHERS_TABLE, { where: { businessId } })).total,
});
