// The marketing area's demo data (ARCHITECTURE §3; seeder contract in seedDemoData.ts), made for
// the demo business by the application functions the routes call (domain/marketing/application:
// createVoucher, createClaimBatch, createPromotion), from bodies decoded as the routes decode
// them:
// - vouchers: two attraction ones (SIMPLE_CLAIM: an ongoing fixed period with a claim period,
//   and a dynamic one), one retention (AFTER_SALES), two MEMBER_REWARD and one FEEDBACK_REWARD;
// - a batch of 20 unassigned claim codes (KOPI-XXXXXX) on the fixed-period attraction voucher;
// - two promotions: an ongoing 15 % bill discount and an item buy-2-get-1 at tea time (an
//   advanced rule on the bill's time, 14:00 to 18:00).
// Dates are days of the business time zone around the engine context's now.
// Decisions where the contract is silent:
// - It runs before the loyalty seeder, which puts the MEMBER_REWARD vouchers in the programme's
//   on-join reward, level-up pool and birthday benefit (facts `memberRewardVoucherIds`).
// - The menu seeder runs first: the buy-2-get-1 promotion targets the demo menu's cakes and the
//   retention voucher's product condition its kopi and teh tarik (facts `menuProductIds`), so the
//   pickers show names; without the menu seeder they target nothing (the Schemas accept that).
// - Commands run in the business time zone, so vouchers record it as the route's do.
import type { RunOptions } from "../../domain/engine/commandRunner";
import { createClaimBatch } from "../../domain/marketing/application/createClaimBatch";
import { createPromotion } from "../../domain/marketing/application/createPromotion";
import { createVoucher } from "../../domain/marketing/application/createVoucher";
import { ClaimBatchRequest } from "../../domain/marketing/claimCodes";
import { PromotionInput, promotionFromInput } from "../../domain/marketing/promotionInput";
import { decodeBody } from "../server/decodeBody";
import { businessTimeZone } from "../server/loyalty/businessTimeZone";
import { voucherOfBody } from "../server/marketing/voucherBody";
import { demoProductIds } from "./menuDemo";
import type { AreaSeeder } from "./seedDemoData";

/** What the marketing seeder adds to the facts. */
export type MarketingDemoFacts = {
  readonly voucherIds: ReadonlyArray<string>;
  readonly memberRewardVoucherIds: ReadonlyArray<string>;
  readonly feedbackVoucherId: string;
  readonly claimCodes: ReadonlyArray<string>;
  readonly promotionIds: ReadonlyArray<string>;
};

/** The welcome voucher's code shape, also given to its batch (the route falls back to it). */
const WELCOME_CODES = { length: 6, charset: "uppercase", prefix: "KOPI-" };

const percent = (whole: number) => ({ amount: whole * 100, precision: 4 });
const ringgit = (sen: number) => ({ amount: sen, precision: 2 });
const billPercent = (whole: number) => ({ target: "BILL", adjustment: { type: "byPercentage", amount: percent(whole) }, options: {} });
const billAmount = (sen: number, minPurchaseSen?: number) => ({
  target: "BILL",
  adjustment: { type: "byAmount", amount: ringgit(sen) },
  options: minPurchaseSen === undefined ? {} : { minPurchase: ringgit(minPurchaseSen) },
});

/** The buy-2-get-1's advanced rule: bills from 14:00 to 18:00 (tea time) only. */
const TEA_TIME = {
  operator: "all",
  rules: [
    { type: "bill", field: "time", operator: "$gte", value: "14:00" },
    { type: "bill", field: "time", operator: "$lte", value: "18:00" },
  ],
} as const;

export const marketingDemo: AreaSeeder = {
  area: "marketing",
  seed: async (tools, facts): Promise<MarketingDemoFacts> => {
    const { businessId, restaurantIds } = facts;
    const timeZone = await businessTimeZone(tools.engine.readModels, businessId);
    const options: RunOptions = { actor: tools.actor, timeZone };
    const voucher = (body: unknown) => createVoucher(tools.engine, { businessId, voucher: voucherOfBody(body) }, options);
    const promotion = (body: unknown) => createPromotion(tools.engine, { businessId, promotion: promotionFromInput(decodeBody(PromotionInput, body)) }, options);
    const today = tools.engine.context().now.toZonedDateTimeISO(timeZone).toPlainDate();
    const day = (days: number): string => today.add({ days }).toString();
    const klRestaurants = restaurantIds.slice(0, 2);

    const welcome = await voucher({
      type: "SIMPLE_CLAIM", name: "Welcome 10% Off", description: "10% off your whole bill on your first visit.",
      effect: billPercent(10), validFor: 90, validSince: day(-7), maxClaimsPerUser: 1, verticalImage: "v1", horizontalImage: "v2",
      options: { simpleClaim: { maxClaim: 500, start: day(-7), end: day(60) } },
      codeGenerator: WELCOME_CODES,
    });
    const weekend = await voucher({
      type: "SIMPLE_CLAIM", name: "RM5 Off Weekend Treat", description: "RM5 off any bill from RM20, 14 days after you claim it.",
      effect: billAmount(500, 2000), validFor: 14, validSince: null, targetRestaurant: klRestaurants,
      options: { simpleClaim: { maxClaim: 200 } }, verticalImage: "v3", horizontalImage: "v4",
    });
    const drinks = demoProductIds(facts, ["Kopi O", "Teh Tarik"]);
    const comeBack = await voucher({
      type: "AFTER_SALES", name: "Come Back RM8 Off", description: "Spend RM30 today with a kopi or teh tarik, get RM8 off your next visit.",
      effect: billAmount(800, 2500), validFor: 30, verticalImage: "v5", horizontalImage: "v6",
      options: { afterSales: { minPurchase: 30, ...(drinks.length === 0 ? {} : { productCondition: { active: true, productIds: drinks, minProductCount: 1 } }) } },
    });
    const freeUpgrade = await voucher({
      type: "MEMBER_REWARD", name: "Free Drink Upgrade", description: "RM3 off, the price of a large size.",
      effect: billAmount(300), validFor: 30, verticalImage: "v7", horizontalImage: "v8",
    });
    const memberTreat = await voucher({
      type: "MEMBER_REWARD", name: "Member 15% Off", description: "15% off the whole bill, twice, a day apart.",
      effect: billPercent(15), validFor: 14, multipleUse: { maxUse: 2, cooldown: 1, cooldownUnit: "day" }, verticalImage: "v9", horizontalImage: "v10",
    });
    const feedback = await voucher({
      type: "FEEDBACK_REWARD", name: "Thanks for Your Feedback", description: "RM3 off your next bill.",
      effect: billAmount(300), validFor: 30, verticalImage: "v11", horizontalImage: "v12",
    });
    const batch = decodeBody(ClaimBatchRequest, { type: "bulk", count: 20, codeConfig: WELCOME_CODES });
    const { codes: claimCodes } = await createClaimBatch(tools.engine, { voucherId: welcome, batch }, options);

    const happyHour = await promotion({
      name: "Kopi Kita Day 15% Off", start: day(-14), end: null, effect: billPercent(15),
    });
    const buyTwo = await promotion({
      name: "Buy 2 Kuih, Get 1 Free", targetRestaurant: restaurantIds, start: day(-3), end: day(60),
      effect: {
        target: "ITEM", adjustment: { type: "byPercentage", amount: percent(100) },
        targetIds: demoProductIds(facts, ["Pandan Chiffon", "Burnt Cheesecake", "Brownie", "Kuih by weight"]),
        strategy: { type: "BUY_X_GET_Y", x: 2, y: 1 }, options: { maxQuantity: 0, canApplyRule: TEA_TIME },
      },
    });

    return {
      voucherIds: [welcome, weekend, comeBack, freeUpgrade, memberTreat, feedback],
      memberRewardVoucherIds: [freeUpgrade, memberTreat],
      feedbackVoucherId: feedback,
      claimCodes,
      promotionIds: [happyHour, buyTwo],
    };
  },
};
