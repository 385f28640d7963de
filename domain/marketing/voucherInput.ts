// Owns: the voucher payload of POST/PUT /vouchers (spec 3 §3 voucher, §5 voucher fields) and its
// stored form: every field rule with the spec's exact message, the cross-field rules (valid-for
// required, purchase range order, usable after the last claim date) and the conversion to the
// stored document (validity = days − 1, cooldown in minutes, money in minor units).
// Decisions where the spec is silent:
// - The body says `validFor` (the N days the user sees); the document stores `validity` = N − 1
//   and answers both. `validSince` is a date ("YYYY-MM-DD" or the input form "YYYY/MM/DD") in
//   the business time zone, or null for dynamic validity.
// - `multipleUse` null is single use; `{maxUse, cooldown, cooldownUnit?}` multiple use, the
//   cooldown given in `cooldownUnit` (minute 1, hour 60, day 1440; default minute) and stored in minutes.
// - `timePeriod` {start, end} (HH:mm, 'Invalid time') is the time of day the voucher can be
//   redeemed, default 00:00-23:59 (spec 3 §5 time period); a start after the end wraps midnight.
// - Images are the offered presets v1-v16 ('Invalid image'); `effect` is the discount engine's
//   Effect (domain/marketing/effects/effect.ts), decoded with its own rules and messages.
// - Claim period dates (`options.simpleClaim.start/end`) are optional; `maxClaim` defaults to 1,
//   `maxClaimsPerUser` 0 means no limit per user. Purchase amounts are in major units with at
//   most 2 decimals, stored as {amount, precision: 2}; `maxPurchase` null means no maximum.
// - "Usable after the last claim date": with a fixed period, its last day (validSince +
//   validity) may not be before the claim period's end day.
import { Schema } from "effect";
import { boundedId, boundedList, multiLineTrimmedText } from "../shared/inputBounds";
import { Temporal } from "temporal-polyfill";
import { NAME_REQUIRED } from "../auth/credentials";
import { parseInputDate } from "../shared/calendarDate";
import { MAX_PRICE, MAX_PRICE_MESSAGE, RestaurantIdsSchema, hasAtMostDecimals, requiredTrimmedText } from "../shared/fieldRules";
import { DEFAULT_TIME_PERIOD, TimePeriod } from "../shared/timeOfDay";
import { CodeConfig } from "./claimCodes";
import { Effect } from "./effects/effect";
import type { VoucherDoc } from "./voucherResponse";

export const VOUCHER_TYPES = ["SIMPLE_CLAIM", "AFTER_SALES", "MEMBER_REWARD", "FEEDBACK_REWARD"] as const;
export const VoucherType = Schema.Literals(VOUCHER_TYPES);
export type VoucherType = typeof VoucherType.Type;

export const MESSAGES = {
  validForRequired: "Valid for is required",
  validForMin: "Min valid for 1 day",
  validForMax: "Max valid for 99999 day",
  invalidInteger: "Invalid integer",
  usageMin: "Min usage is 2",
  usageMax: "Max usage is 999999",
  cooldownMin: "Min cooldown is 0",
  cooldownMax: "Max cooldown is 999999",
  limitMin: "Min limit is 0",
  limitMax: "Max limit is 999999",
  voucherMin: "Min voucher is 1",
  voucherMax: "Max voucher is 9999999",
  productMax: "Max product purchase is 999999",
  purchaseMin: "Min value is 0",
  invalidMin: "Invalid min",
  invalidMax: "Invalid max",
  minAboveMax: "Min purchase cannot nore than max purchase",
  maxBelowMin: "Max purchase cannot less than min purchase",
  productMin: "Min product purchase is 1",
  usableAfterClaim: "Voucher must be usable after last claim date",
  invalidDate: "Invalid date",
  invalidImage: "Invalid image",
} as const;

export const MAX_VALID_FOR = 99998;
export const MAX_USE = 999998;
export const COOLDOWN_UNITS = { minute: 1, hour: 60, day: 1440 } as const;
export const IMAGES = Array.from({ length: 16 }, (_, i) => `v${i + 1}`);

/** Upper bounds the spec leaves open, in the style of its 'Max usage is 999999'. */
const MAX_COUNT = 999_999;
const MAX_CLAIM = 9_999_999;
const MAX_PRODUCT_IDS = 1_000;
const MAX_DATE_TEXT = 32;

const int = (message: string) => Schema.isInt({ message });
const atLeast = (n: number, message: string) => Schema.isGreaterThanOrEqualTo(n, { message });
const atMost = (n: number, message: string) => Schema.isLessThanOrEqualTo(n, { message });

const IsoDate = Schema.String.check(
  Schema.makeFilter((text: string) => (text.length <= MAX_DATE_TEXT && parseInputDate(text.replaceAll("-", "/")) !== null) || MESSAGES.invalidDate),
);
const Image = Schema.NullOr(Schema.String.check(Schema.makeFilter((t: string) => IMAGES.includes(t) || MESSAGES.invalidImage)));

export const ValidFor = Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(1, MESSAGES.validForMin), atMost(MAX_VALID_FOR, MESSAGES.validForMax));

export const MultipleUseInput = Schema.Struct({
  maxUse: Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(2, MESSAGES.usageMin), atMost(MAX_USE, MESSAGES.usageMax)),
  cooldown: Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(0, MESSAGES.cooldownMin), atMost(MAX_COUNT, MESSAGES.cooldownMax)),
  cooldownUnit: Schema.optionalKey(Schema.Literals(["minute", "hour", "day"])),
});

const SimpleClaimInput = Schema.Struct({
  maxClaim: Schema.optionalKey(Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(1, MESSAGES.voucherMin), atMost(MAX_CLAIM, MESSAGES.voucherMax))),
  start: Schema.optionalKey(Schema.NullOr(IsoDate)),
  end: Schema.optionalKey(Schema.NullOr(IsoDate)),
});

const Purchase = (invalid: string) => Schema.Finite.check(atLeast(0, MESSAGES.purchaseMin), atMost(MAX_PRICE, MAX_PRICE_MESSAGE), hasAtMostDecimals(2, invalid));

const AfterSalesInput = Schema.Struct({
  minPurchase: Schema.optionalKey(Purchase(MESSAGES.invalidMin)),
  maxPurchase: Schema.optionalKey(Schema.NullOr(Purchase(MESSAGES.invalidMax))),
  productCondition: Schema.optionalKey(Schema.Struct({
    active: Schema.Boolean,
    productIds: boundedList(boundedId(), MAX_PRODUCT_IDS, "products"),
    minProductCount: Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(1, MESSAGES.productMin), atMost(MAX_COUNT, MESSAGES.productMax)),
  })),
});

export const VoucherInput = Schema.Struct({
  type: VoucherType,
  name: requiredTrimmedText(NAME_REQUIRED),
  description: Schema.optionalKey(multiLineTrimmedText("Description")),
  effect: Effect,
  validFor: Schema.optionalKey(Schema.NullOr(ValidFor)),
  validSince: Schema.optionalKey(Schema.NullOr(IsoDate)),
  multipleUse: Schema.optionalKey(Schema.NullOr(MultipleUseInput)),
  targetRestaurant: Schema.optionalKey(RestaurantIdsSchema),
  timePeriod: Schema.optionalKey(TimePeriod),
  verticalImage: Schema.optionalKey(Image),
  horizontalImage: Schema.optionalKey(Image),
  hideInApp: Schema.optionalKey(Schema.Boolean),
  enableTransfer: Schema.optionalKey(Schema.Boolean),
  maxClaimsPerUser: Schema.optionalKey(Schema.Number.check(int(MESSAGES.invalidInteger), atLeast(0, MESSAGES.limitMin), atMost(MAX_COUNT, MESSAGES.limitMax))),
  options: Schema.optionalKey(Schema.Struct({
    simpleClaim: Schema.optionalKey(SimpleClaimInput),
    afterSales: Schema.optionalKey(AfterSalesInput),
  })),
  disable: Schema.optionalKey(Schema.Boolean),
  codeGenerator: Schema.optionalKey(CodeConfig),
});
export type VoucherInput = typeof VoucherInput.Type;

export interface PurchaseAmount {
  readonly amount: number;
  readonly precision: 2;
}

export interface FieldIssue {
  readonly path: ReadonlyArray<string>;
  readonly message: string;
}

const isoDate = (text: string | null | undefined): string | null =>
  text === null || text === undefined ? null : (parseInputDate(text.replaceAll("-", "/"))?.toString() ?? null);

const minor = (value: number): PurchaseAmount => ({ amount: Math.round(value * 100), precision: 2 });

/** The cross-field problems of a decoded payload (empty when it is acceptable). */
export const voucherInputProblems = (input: VoucherInput): ReadonlyArray<FieldIssue> => {
  const issues: FieldIssue[] = [];
  if (input.validFor === undefined || input.validFor === null) issues.push({ path: ["validFor"], message: MESSAGES.validForRequired });
  const sales = input.options?.afterSales;
  const max = sales?.maxPurchase;
  if (sales !== undefined && max !== undefined && max !== null && (sales.minPurchase ?? 0) > max) {
    issues.push({ path: ["options", "afterSales", "minPurchase"], message: MESSAGES.minAboveMax });
    issues.push({ path: ["options", "afterSales", "maxPurchase"], message: MESSAGES.maxBelowMin });
  }
  const since = isoDate(input.validSince);
  const claimEnd = isoDate(input.options?.simpleClaim?.end);
  if (since !== null && claimEnd !== null && input.validFor !== undefined && input.validFor !== null) {
    const lastDay = Temporal.PlainDate.from(since).add({ days: input.validFor - 1 });
    if (Temporal.PlainDate.compare(lastDay, Temporal.PlainDate.from(claimEnd)) < 0) {
      issues.push({ path: ["validSince"], message: MESSAGES.usableAfterClaim });
    }
  }
  return issues;
};

/** The stored document of an acceptable payload (check voucherInputProblems first). */
export const voucherFromInput = (input: VoucherInput): VoucherDoc => {
  const multiple = input.multipleUse ?? null;
  const simple = input.options?.simpleClaim;
  const sales = input.options?.afterSales;
  return {
    type: input.type,
    name: input.name,
    description: input.description ?? "",
    effect: input.effect,
    validity: (input.validFor ?? 1) - 1,
    validSince: isoDate(input.validSince),
    multipleUse: multiple === null ? null : { maxUse: multiple.maxUse, cooldown: multiple.cooldown * COOLDOWN_UNITS[multiple.cooldownUnit ?? "minute"] },
    targetRestaurant: [...new Set(input.targetRestaurant ?? [])],
    timePeriod: input.timePeriod ?? DEFAULT_TIME_PERIOD,
    verticalImage: input.verticalImage ?? null,
    horizontalImage: input.horizontalImage ?? null,
    hideInApp: input.hideInApp ?? false,
    enableTransfer: input.enableTransfer ?? false,
    maxClaimsPerUser: input.maxClaimsPerUser ?? 0,
    options: {
      simpleClaim: input.type === "SIMPLE_CLAIM"
        ? { maxClaim: simple?.maxClaim ?? 1, start: isoDate(simple?.start), end: isoDate(simple?.end) }
        : null,
      afterSales: input.type === "AFTER_SALES"
        ? {
            minPurchase: minor(sales?.minPurchase ?? 0),
            maxPurchase: sales?.maxPurchase === undefined || sales.maxPurchase === null ? null : minor(sales.maxPurchase),
            productCondition: sales?.productCondition ?? null,
          }
        : null,
    },
    disable: input.disable ?? false,
    codeGenerator: input.codeGenerator ?? {},
  };
};
