// Owns: the promotion wizard's form values (spec 3 §2 "Promotion wizard", §3 "Promotion", §4
// available daily, §5 promotion fields): the draft a new promotion of each group starts from, the
// draft of a stored promotion, the payload it sends (domain/marketing/promotionInput.ts
// PromotionInput, the server's own Schema) and the messages of each step, taken from that Schema
// and the effect Schema, so the wizard shows what the server would answer.
// Decisions where the spec is silent:
// - The list's two groups are the bill and item promotions: a bill promotion is a bill discount,
//   a payment discount or an advanced (rule-based) discount on the bill; an item promotion is an
//   item discount, a buy x get y, a combo or an advanced discount on items.
// - Steps own fields by path: Basic the name and the kind of discount; Configure the effect;
//   Configuration (advance) the period, the restaurants, auto apply and the advanced rules.
// - Advanced rules are edited for advanced discounts (their canApplyRule) and, optionally, for
//   item discounts (an item promotion with rules only discounts the lines they hold for;
//   domain/marketing/effects/applyEffect.ts); no rule on an item discount sends none.
// - Available daily (spec 3 §4 "no end date is treated as daily") sends end null. Turned off,
//   an end day is required ('End date is required').
// - New promotions start today (the day the view passes), available daily, auto applied, at
//   every restaurant.
import { Result, Schema, SchemaIssue } from "effect";
import { type Effect, isAutoApplied } from "../../domain/marketing/effects/effect";
import { PromotionInput, type PromotionDoc } from "../../domain/marketing/promotionInput";
import { PERCENTAGE_PRECISION } from "../../domain/shared/percentage";
import { NO_RULES, type RuleSetDraft, ruleSetDraftOf, ruleSetOf } from "./promotionRuleDraft";
import { EFFECT_KIND_OPTIONS, type EffectKind, defaultEffect, effectKindOf } from "./voucherEffectKind";
import { WIZARD_STEPS, type WizardStep } from "./voucherDraft";

export { WIZARD_STEPS, type WizardStep };

export const END_REQUIRED = "End date is required";
/** Spec 3 §5: auto apply needs POS version 4.1 or above. */
export const AUTO_APPLY_POS_VERSION = "4.1.0";

export const PROMOTION_GROUPS = ["bill", "item"] as const;
export type PromotionGroup = (typeof PROMOTION_GROUPS)[number];

export type PromotionKind = EffectKind | "advancedBill" | "advancedItem";

export interface PromotionKindOption {
  readonly kind: PromotionKind;
  readonly label: string;
  readonly posVersion: string | null;
}

const voucherKind = (kind: EffectKind): PromotionKindOption => {
  const option = EFFECT_KIND_OPTIONS.find((candidate) => candidate.kind === kind);
  return { kind, label: option?.label ?? kind, posVersion: option?.posVersion ?? null };
};

export const PROMOTION_KIND_OPTIONS: Readonly<Record<PromotionGroup, ReadonlyArray<PromotionKindOption>>> = {
  bill: [voucherKind("bill"), voucherKind("payment"), { kind: "advancedBill", label: "Advanced (rules on the bill)", posVersion: null }],
  item: [
    voucherKind("item"),
    voucherKind("buyXGetYSame"),
    voucherKind("buyXGetYDifferent"),
    voucherKind("buyXGetYMixed"),
    voucherKind("combo"),
    { kind: "advancedItem", label: "Advanced (rules on items)", posVersion: null },
  ],
};

const percentOff = { type: "byPercentage", amount: { amount: 0, precision: PERCENTAGE_PRECISION } } as const;

export const defaultPromotionEffect = (kind: PromotionKind, targetIds: ReadonlyArray<string> = []): Effect => {
  if (kind === "advancedBill" || kind === "advancedItem") {
    return { target: "ADVANCE", adjustment: percentOff, options: { canApplyRule: { operator: "all", rules: [] }, applyTo: kind === "advancedBill" ? "bill" : "item" } };
  }
  return defaultEffect(kind, targetIds);
};

export const promotionKindOf = (effect: Effect): PromotionKind =>
  effect.target === "ADVANCE" ? (effect.options.applyTo === "bill" ? "advancedBill" : "advancedItem") : effectKindOf(effect);

export const groupOfEffect = (effect: Effect): PromotionGroup =>
  effect.target === "ITEM" || (effect.target === "ADVANCE" && effect.options.applyTo === "item") ? "item" : "bill";

/** A new kind resets the effect, keeping targeted item ids (spec 3 §4, as for vouchers); the same kind keeps it. */
export const switchPromotionKind = (effect: Effect, kind: PromotionKind): Effect =>
  promotionKindOf(effect) === kind ? effect : defaultPromotionEffect(kind, effect.target === "ITEM" ? effect.targetIds : []);

/** Whether the Configuration step edits advanced rules for this effect. */
export const takesRules = (effect: Effect): boolean => effect.target === "ITEM" || effect.target === "ADVANCE";

export interface PromotionDraft {
  readonly group: PromotionGroup;
  readonly name: string;
  readonly effect: Effect;
  readonly rules: RuleSetDraft;
  readonly start: string | null;
  readonly end: string | null;
  readonly availableDaily: boolean;
  readonly targetRestaurant: ReadonlyArray<string>;
  readonly autoApply: boolean;
}

export const newPromotionDraft = (group: PromotionGroup, today: string): PromotionDraft => ({
  group,
  name: "",
  effect: defaultPromotionEffect(group === "bill" ? "bill" : "item"),
  rules: NO_RULES,
  start: today,
  end: null,
  availableDaily: true,
  targetRestaurant: [],
  autoApply: true,
});

const rulesOf = (effect: Effect) => (effect.target === "ITEM" || effect.target === "ADVANCE" ? effect.options.canApplyRule : undefined);

/** The draft of a stored promotion, for editing. */
export const promotionDraftOf = (promotion: PromotionDoc): PromotionDraft => ({
  group: groupOfEffect(promotion.effect),
  name: promotion.name,
  effect: promotion.effect,
  rules: ruleSetDraftOf(rulesOf(promotion.effect)),
  start: promotion.start,
  end: promotion.end,
  availableDaily: promotion.end === null,
  targetRestaurant: promotion.targetRestaurant,
  autoApply: isAutoApplied(promotion.effect),
});

const withoutRules = <O extends object>(options: O): Omit<O, "canApplyRule"> => {
  const { canApplyRule: _dropped, ...rest } = options as O & { readonly canApplyRule?: unknown };
  return rest;
};

/** The effect a draft sends: its rules written in where the effect takes them. */
export const effectOf = (draft: PromotionDraft): Effect => {
  const { effect, rules } = draft;
  if (effect.target === "ADVANCE") return { ...effect, options: { ...effect.options, canApplyRule: ruleSetOf(rules) } };
  if (effect.target !== "ITEM") return effect;
  const options = withoutRules(effect.options);
  return { ...effect, options: rules.rules.length === 0 ? options : { ...options, canApplyRule: ruleSetOf(rules) } };
};

/** The payload of POST/PUT /promotions for this draft. */
export const promotionInputOf = (draft: PromotionDraft): PromotionInput => ({
  name: draft.name,
  targetRestaurant: draft.targetRestaurant,
  start: draft.start,
  end: draft.availableDaily ? null : draft.end,
  effect: effectOf(draft),
  autoApply: draft.autoApply,
});

/** Field messages by dotted path ("effect.adjustment.amount"); each keeps its first. */
export type PromotionErrors = Readonly<Record<string, string>>;

const format = SchemaIssue.makeFormatterStandardSchemaV1();
const keyOf = (path: ReadonlyArray<unknown>): string =>
  path.map((item) => (typeof item === "object" && item !== null && "key" in item ? String(item.key) : String(item))).join(".");

const issuesOf = (schema: Schema.ConstraintDecoder<unknown>, value: unknown): Array<[string, string]> => {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" });
  if (Result.isSuccess(result)) return [];
  return format(result.failure.issue).issues.map((issue) => [keyOf(issue.path ?? []), issue.message]);
};

const RULES_PATH = "effect.options.canApplyRule";

export const stepOfPromotionField = (key: string): WizardStep => {
  if (key === "name") return "basic";
  if (key.startsWith("effect.") && !key.startsWith(RULES_PATH) && key !== "effect.priority") return "configure";
  return "advance";
};

/** Every message of the draft, by field. */
export const promotionErrors = (draft: PromotionDraft): PromotionErrors => {
  const found = issuesOf(PromotionInput, promotionInputOf(draft));
  if (!draft.availableDaily && draft.end === null) found.push(["end", END_REQUIRED]);
  const errors: Record<string, string> = {};
  for (const [key, message] of found) errors[key] ??= message;
  return errors;
};

export const promotionStepErrors = (draft: PromotionDraft, step: WizardStep): PromotionErrors =>
  Object.fromEntries(Object.entries(promotionErrors(draft)).filter(([key]) => stepOfPromotionField(key) === step));

export const promotionStepIsValid = (draft: PromotionDraft, step: WizardStep): boolean => Object.keys(promotionStepErrors(draft, step)).length === 0;

export const canReachPromotionStep = (draft: PromotionDraft, step: WizardStep): boolean =>
  WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).every((before) => promotionStepIsValid(draft, before));
