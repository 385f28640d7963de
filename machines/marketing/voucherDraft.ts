// Owns: the voucher wizard's form values (spec 3 §2 wizard, §4 usage type and validity, §5
// voucher fields): the draft a new voucher of each type starts from, the draft of a stored
// voucher, the payload a draft sends (domain/marketing/voucherInput.ts VoucherInput), and the
// messages of each step, taken from the server's own Schemas (VoucherInput, Effect) and
// cross-field rules (voucherInputProblems), so the wizard shows exactly what the server answers.
// Decisions where the spec is silent:
// - Steps own fields by path: Basic the name, description and images; Configure the effect;
//   Configuration everything else (validity, time period, restaurants, usage, claim and purchase
//   options).
// - A fixed period is a first and a last day (YYYY-MM-DD); it is sent as validSince and validFor =
//   the days from first to last inclusive. Dynamic validity sends validSince null.
// - New vouchers: valid for 30 days after claim, single use, all restaurants (none targeted),
//   images v1 (vertical) and v2 (horizontal), one voucher in total for attraction vouchers.
// - An empty number field is null in the draft and is sent absent (the server's default applies),
//   except valid-for, which the server requires ('Valid for is required').
import { Result, Schema, SchemaIssue } from "effect";
import { Temporal } from "temporal-polyfill";
import { Effect } from "../../domain/marketing/effects/effect";
import { VoucherInput, type VoucherType, voucherInputProblems } from "../../domain/marketing/voucherInput";
import type { VoucherDoc } from "../../domain/marketing/voucherResponse";
import { lastValidDay } from "../../domain/marketing/voucherStatus";
import { DEFAULT_TIME_PERIOD, type TimePeriod } from "../../domain/shared/timeOfDay";
import { defaultEffect } from "./voucherEffectKind";

export const WIZARD_STEPS = ["basic", "configure", "advance"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type CooldownUnit = "minute" | "hour" | "day";

export interface VoucherDraft {
  readonly type: VoucherType;
  readonly name: string;
  readonly description: string;
  readonly verticalImage: string | null;
  readonly horizontalImage: string | null;
  readonly usage: "single" | "multiple";
  readonly maxUse: number | null;
  readonly cooldown: number | null;
  readonly cooldownUnit: CooldownUnit;
  readonly effect: Effect;
  readonly validity: "dynamic" | "fixed";
  readonly validFor: number | null;
  readonly validSince: string | null;
  readonly validUntil: string | null;
  readonly targetRestaurant: ReadonlyArray<string>;
  /** The time of day it can be redeemed (HH:mm), spec 3 §5 time period. */
  readonly timePeriod: TimePeriod;
  // attraction (SIMPLE_CLAIM)
  readonly hideInApp: boolean;
  readonly enableTransfer: boolean;
  readonly maxClaimsPerUser: number | null;
  readonly maxClaim: number | null;
  readonly claimStart: string | null;
  readonly claimEnd: string | null;
  // retention (AFTER_SALES)
  readonly minPurchase: number | null;
  readonly maxPurchase: number | null;
  readonly productCondition: boolean;
  readonly productIds: ReadonlyArray<string>;
  readonly minProductCount: number | null;
}

/** Spec 3 §4: new multiple use defaults to maxUse 2 and cooldown 0. */
export const NEW_MULTIPLE_USE = { maxUse: 2, cooldown: 0 } as const;
export const DEFAULT_VALID_FOR = 30;

export const newDraft = (type: VoucherType): VoucherDraft => ({
  type,
  name: "",
  description: "",
  verticalImage: "v1",
  horizontalImage: "v2",
  usage: "single",
  maxUse: NEW_MULTIPLE_USE.maxUse,
  cooldown: NEW_MULTIPLE_USE.cooldown,
  cooldownUnit: "minute",
  effect: defaultEffect("bill"),
  validity: "dynamic",
  validFor: DEFAULT_VALID_FOR,
  validSince: null,
  validUntil: null,
  targetRestaurant: [],
  timePeriod: DEFAULT_TIME_PERIOD,
  hideInApp: false,
  enableTransfer: false,
  maxClaimsPerUser: 0,
  maxClaim: 1,
  claimStart: null,
  claimEnd: null,
  minPurchase: 0,
  maxPurchase: null,
  productCondition: false,
  productIds: [],
  minProductCount: 1,
});

const storedEffect = (effect: VoucherDoc["effect"]): Effect => {
  const decoded = Schema.decodeUnknownResult(Effect)(effect);
  return Result.isSuccess(decoded) ? decoded.success : defaultEffect("bill");
};

const major = (amount: { readonly amount: number; readonly precision: number } | null | undefined): number | null =>
  amount === null || amount === undefined ? null : amount.amount / 10 ** amount.precision;

/** The draft of a stored voucher, for editing. */
export const draftOf = (voucher: VoucherDoc): VoucherDraft => {
  const simple = voucher.options.simpleClaim;
  const sales = voucher.options.afterSales;
  const fixed = voucher.validSince !== null;
  return {
    ...newDraft(voucher.type),
    name: voucher.name,
    description: voucher.description,
    verticalImage: voucher.verticalImage,
    horizontalImage: voucher.horizontalImage,
    usage: voucher.multipleUse === null ? "single" : "multiple",
    maxUse: voucher.multipleUse?.maxUse ?? NEW_MULTIPLE_USE.maxUse,
    cooldown: voucher.multipleUse?.cooldown ?? NEW_MULTIPLE_USE.cooldown,
    effect: storedEffect(voucher.effect),
    validity: fixed ? "fixed" : "dynamic",
    validFor: voucher.validity + 1,
    validSince: voucher.validSince,
    validUntil: voucher.validSince === null ? null : lastValidDay(voucher.validSince, voucher.validity).toString(),
    targetRestaurant: voucher.targetRestaurant,
    timePeriod: voucher.timePeriod,
    hideInApp: voucher.hideInApp,
    enableTransfer: voucher.enableTransfer,
    maxClaimsPerUser: voucher.maxClaimsPerUser,
    maxClaim: simple?.maxClaim ?? 1,
    claimStart: simple?.start ?? null,
    claimEnd: simple?.end ?? null,
    minPurchase: major(sales?.minPurchase) ?? 0,
    maxPurchase: major(sales?.maxPurchase),
    productCondition: sales?.productCondition?.active ?? false,
    productIds: sales?.productCondition?.productIds ?? [],
    minProductCount: sales?.productCondition?.minProductCount ?? 1,
  };
};

const daysFromTo = (first: string | null, last: string | null): number | null => {
  if (first === null || last === null) return null;
  try {
    return Temporal.PlainDate.from(first).until(Temporal.PlainDate.from(last)).days + 1;
  } catch {
    return null;
  }
};

const present = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V };

const typeOptions = (draft: VoucherDraft): Pick<VoucherInput, "options" | "hideInApp" | "enableTransfer" | "maxClaimsPerUser"> => {
  if (draft.type === "SIMPLE_CLAIM") {
    return {
      hideInApp: draft.hideInApp,
      enableTransfer: draft.enableTransfer,
      ...present("maxClaimsPerUser", draft.maxClaimsPerUser),
      options: { simpleClaim: { ...present("maxClaim", draft.maxClaim), start: draft.claimStart, end: draft.claimEnd } },
    };
  }
  if (draft.type === "AFTER_SALES") {
    const condition = { active: draft.productCondition, productIds: draft.productIds, minProductCount: draft.minProductCount ?? Number.NaN };
    return {
      options: {
        afterSales: {
          ...present("minPurchase", draft.minPurchase),
          maxPurchase: draft.maxPurchase,
          ...(draft.productCondition ? { productCondition: condition } : {}),
        },
      },
    };
  }
  return {};
};

/** The payload of POST/PUT /vouchers for this draft. */
export const voucherInputOf = (draft: VoucherDraft): VoucherInput => {
  const fixed = draft.validity === "fixed";
  return {
    type: draft.type,
    name: draft.name,
    description: draft.description,
    effect: draft.effect as unknown as VoucherInput["effect"],
    validFor: fixed ? daysFromTo(draft.validSince, draft.validUntil) : draft.validFor,
    validSince: fixed ? draft.validSince : null,
    multipleUse:
      draft.usage === "multiple"
        ? { maxUse: draft.maxUse ?? Number.NaN, cooldown: draft.cooldown ?? Number.NaN, cooldownUnit: draft.cooldownUnit }
        : null,
    targetRestaurant: draft.targetRestaurant,
    timePeriod: draft.timePeriod,
    verticalImage: draft.verticalImage,
    horizontalImage: draft.horizontalImage,
    ...typeOptions(draft),
  };
};

/** Field messages by dotted path ("options.simpleClaim.maxClaim"); each keeps its first. */
export type DraftErrors = Readonly<Record<string, string>>;

const format = SchemaIssue.makeFormatterStandardSchemaV1();
const keyOf = (path: ReadonlyArray<unknown>): string =>
  path.map((item) => (typeof item === "object" && item !== null && "key" in item ? String(item.key) : String(item))).join(".");

const issuesOf = (schema: Schema.ConstraintDecoder<unknown>, value: unknown, prefix: string): Array<[string, string]> => {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" });
  if (Result.isSuccess(result)) return [];
  return format(result.failure.issue).issues.map((issue) => [[prefix, keyOf(issue.path ?? [])].filter((p) => p !== "").join("."), issue.message]);
};

const BASIC_FIELDS = ["type", "name", "description", "verticalImage", "horizontalImage"];

export const stepOfField = (key: string): WizardStep => {
  const head = key.split(".")[0] ?? "";
  if (BASIC_FIELDS.includes(head)) return "basic";
  return head === "effect" ? "configure" : "advance";
};

/** Every message of the draft, by field. */
export const draftErrors = (draft: VoucherDraft): DraftErrors => {
  const input = voucherInputOf(draft);
  const found: Array<[string, string]> = [
    ...issuesOf(VoucherInput, input, ""),
    ...issuesOf(Effect, draft.effect, "effect"),
    ...voucherInputProblems(input).map((issue): [string, string] => [issue.path.join("."), issue.message]),
  ];
  const errors: Record<string, string> = {};
  for (const [key, message] of found) errors[key] ??= message;
  return errors;
};

/** The messages of one step. */
export const stepErrors = (draft: VoucherDraft, step: WizardStep): DraftErrors =>
  Object.fromEntries(Object.entries(draftErrors(draft)).filter(([key]) => stepOfField(key) === step));

export const stepIsValid = (draft: VoucherDraft, step: WizardStep): boolean => Object.keys(stepErrors(draft, step)).length === 0;

/** Whether every step before `step` validates (a header click may reach it). */
export const canReachStep = (draft: VoucherDraft, step: WizardStep): boolean =>
  WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).every((before) => stepIsValid(draft, before));
