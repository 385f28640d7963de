// Owns: a member buying a member-store bundle and the revert of that purchase (spec 2 §2 Member
// store, §3 Bundle and Store transaction, §4 Bundle tax; issue 4 item 6), decided on the member
// stream so the purchase count its conditions read and the credit it grants share one stream.
// A purchase records StorePurchased (the bundle, the channel, price, tax by ../bundleTax.ts on
// the store's taxes when the company is tax-registered), then one STORE credit movement with
// the bundle's normal credit and its free lots (each valid `dayToExpire` days to the end of
// that day in the business time zone), then the bundle's titles extended by their days. The
// bundle's vouchers are recorded in the event; the server turns them into MEMBER_REWARD claims.
// Messages: 'Member store is not activated' (409), 'Bundle not found' (404), 'Purchase condition
// not met' (409), 'Purchase not found' (404), 'Purchase already reverted' (409), 'Credit already
// spent' (409).
// Decisions where the spec is silent:
// - The programme's store arrives in the command as the server read it (the member stream never
//   reads another stream); the event keeps the bundle's name, price and tax as they were.
// - A purchase in a restaurant carries its restaurantId (channel STORE); online it is null
//   (channel ONLINE). Conditions: purchaseConditions.ts.
// - The free lots of one purchase are named by its transaction id, then `{id}-{n}` for the n-th
//   further lot, so each lot can be taken back by name.
// - A revert takes back exactly what the purchase granted, never part of it: it is refused with
//   'Credit already spent' when the member's normal credit is below the bundle's normal credit
//   or any free lot of the purchase is no longer whole (spent, or expired and closed). The
//   taking-back movement reverts the purchase's movement (its ledger row then reads reverted),
//   titles lose the bundle's days (a title whose expiry has passed goes, ../titles.ts) and
//   vouchers already claimed stay with the member (listed as kept), like a refunded bill's.
import type { Temporal } from "temporal-polyfill";
import { type DecideContext, type Decision, accept, reject } from "../../engine/decider";
import { moneyFromCredit, creditScale } from "../creditMultiplier";
import { type BundleTaxLine, bundleTax } from "../bundleTax";
import type { Bundle } from "../programme/storeBundles";
import { BUNDLE_NOT_FOUND } from "../programme/storeBundles";
import { STORE_NOT_ACTIVATED } from "../programme/store";
import { endOfDayAhead } from "../member/creditExpiry";
import { type CreditBalance, type CreditDelta, lotRemainder } from "../member/creditLedger";
import { expireDue, movement } from "../member/memberCredit";
import type { ActiveMember, MemberEvent } from "../member/memberModel";
import { grantedTitles, revertedTitles } from "./storePurchaseTitles";
import { conditionsMet, PURCHASE_CONDITION_NOT_MET } from "./purchaseConditions";
import type { StorePurchase, StorePurchaseRecord } from "./storePurchaseModel";

export const PURCHASE_NOT_FOUND = "Purchase not found";
export const PURCHASE_REVERTED = "Purchase already reverted";
export const CREDIT_ALREADY_SPENT = "Credit already spent";

/** The programme's store as the server read it, for one bundle. */
export interface StoreOffer {
  readonly activated: boolean;
  readonly taxRegistered: boolean;
  readonly taxes: ReadonlyArray<BundleTaxLine>;
  readonly creditOneToOne: boolean;
  /** The bundle asked for, or null when the store has no such bundle. */
  readonly bundle: Bundle | null;
}

export interface BundlePurchase {
  readonly offer: StoreOffer;
  /** The restaurant it is bought at; null online. */
  readonly restaurantId: string | null;
}

const iso = (ctx: DecideContext): string => ctx.now.toString({ smallestUnit: "millisecond" });

/** Purchases that count for topupCount: the ones not reverted. */
export const topupCount = (m: ActiveMember): number =>
  Object.values(m.purchases).filter((p) => p.status === "completed").length;

const creditOf = (bundle: Bundle, transactionId: string, ctx: DecideContext): CreditDelta => ({
  normal: bundle.credit.normal,
  free: bundle.credit.free
    .filter((lot) => lot.amount > 0)
    .map((lot, index) => ({
      lotId: index === 0 ? transactionId : `${transactionId}-${index}`,
      amount: lot.amount,
      expiredAt: endOfDayAhead(ctx.now, ctx.timeZone, lot.dayToExpire),
    })),
});

const grantsCredit = (credit: CreditDelta): boolean => credit.normal > 0 || credit.free.length > 0;

export const purchaseBundle = (data: BundlePurchase, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  const { offer } = data;
  if (!offer.activated) return reject(STORE_NOT_ACTIVATED, 409);
  const bundle = offer.bundle;
  if (bundle === null) return reject(BUNDLE_NOT_FOUND, 404);
  const count = topupCount(m);
  if (!conditionsMet(bundle.conditions, count)) return reject(PURCHASE_CONDITION_NOT_MET, 409);
  const purchaseId = ctx.newId();
  const transactionId = ctx.newId();
  const credit = creditOf(bundle, transactionId, ctx);
  const { precision } = creditScale(offer.creditOneToOne);
  const creditValue = moneyFromCredit({ amount: bundle.credit.normal, precision }, offer.creditOneToOne, bundle.price.currency, bundle.price.precision);
  const tax = bundleTax({ price: bundle.price, creditValue, taxRegistered: offer.taxRegistered, taxes: offer.taxes });
  const expired = expireDue(m, ctx);
  const granted = grantsCredit(credit);
  const purchase: StorePurchase = {
    purchaseId, businessId: m.businessId, memberId: m.memberId,
    channel: data.restaurantId === null ? "ONLINE" : "STORE", restaurantId: data.restaurantId,
    bundle: { id: bundle.id, name: bundle.name }, price: bundle.price,
    taxTotals: tax.taxTotals, totalTax: tax.totalTax, priceWithTaxes: tax.priceWithTaxes,
    creditTransactionId: granted ? transactionId : null, credit,
    titles: bundle.titles, voucherIds: bundle.vouchers, topupCount: count, purchasedAt: iso(ctx),
  };
  const movements = granted
    ? [...expired.events, movement(expired.member, expired.member.seqNo + 1, credit, {
        source: "STORE", ref: purchaseId, restaurantId: data.restaurantId, remark: `Store purchase ${bundle.name}`,
      }, ctx, transactionId)]
    : [];
  const titles = grantedTitles(m.titles, bundle.titles, ctx);
  const titleEvents: MemberEvent[] = titles === null ? [] : [{ type: "MemberTitlesChanged", data: { titles, changedAt: iso(ctx) } }];
  return accept<MemberEvent>({ type: "StorePurchased", data: purchase }, ...movements, ...titleEvents);
};

/** True when the balance still holds everything the purchase granted (live, whole lots). */
export const creditStillHeld = (record: Pick<StorePurchaseRecord, "credit">, credit: CreditBalance, now: Temporal.Instant): boolean =>
  credit.normal >= record.credit.normal &&
  record.credit.free.every((lot) => lotRemainder(credit, lot.lotId, now)?.amount === lot.amount);

/** Why a purchase cannot be reverted now, or null when it can (storePurchase.machine.ts too). */
export const revertRefusal = (record: Pick<StorePurchaseRecord, "status" | "credit">, credit: CreditBalance, now: Temporal.Instant): string | null => {
  if (record.status === "reverted") return PURCHASE_REVERTED;
  return creditStillHeld(record, credit, now) ? null : CREDIT_ALREADY_SPENT;
};

export const revertPurchase = (data: { readonly purchaseId: string }, m: ActiveMember, ctx: DecideContext): Decision<MemberEvent> => {
  const record = m.purchases[data.purchaseId];
  if (record === undefined) return reject(PURCHASE_NOT_FOUND, 404);
  const expired = expireDue(m, ctx);
  const refusal = revertRefusal(record, expired.member.credit, ctx.now);
  if (refusal !== null) return reject(refusal, 409);
  const taken: CreditDelta = {
    normal: -record.credit.normal,
    free: record.credit.free.map((lot) => ({ ...lot, amount: -lot.amount })),
  };
  const reversal = record.creditTransactionId === null
    ? []
    : [...expired.events, movement(expired.member, expired.member.seqNo + 1, taken, {
        source: "STORE", ref: record.purchaseId, restaurantId: record.restaurantId,
        remark: `Store purchase ${record.bundle.name} reverted`, reverts: record.creditTransactionId,
      }, ctx)];
  const titles = revertedTitles(m.titles, record.titles, ctx);
  const titleEvents: MemberEvent[] = titles === null ? [] : [{ type: "MemberTitlesChanged", data: { titles, changedAt: iso(ctx) } }];
  const reverted: MemberEvent = {
    type: "StorePurchaseReverted",
    data: {
      purchaseId: record.purchaseId,
      reversalTransactionId: reversal.at(-1)?.data.transactionId ?? null,
      vouchersKept: record.voucherIds,
      revertedAt: iso(ctx),
    },
  };
  return accept<MemberEvent>(reverted, ...reversal, ...titleEvents);
};
