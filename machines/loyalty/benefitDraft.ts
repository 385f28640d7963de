// Owns: the benefit wizard's form values (spec 2 §2 Benefit wizard, §3 Benefit, §4 "Benefit type
// cannot be changed when editing", "Benefit unlock toggled between Tier and Level resets the min
// and max fields", §5): the draft a new benefit starts from, the draft of a stored one, the
// payload a draft sends (domain/loyalty/programme/benefits.ts BenefitInput) and the messages of
// each step, taken from the server's own Schema and rules so the wizard shows what it answers.
// Decisions where the spec is silent:
// - Steps own fields: Basic the type, name and description; Configure (basic benefits only) the
//   effect (priority, online orders, discount); Configuration everything else (unlock, title,
//   restaurants, trigger, time periods, validity, vouchers, free credit).
// - The draft holds tiers as shown (one-based); an empty minimum is the lowest tier or level 0,
//   an empty maximum is 'Unlimited'. Toggling the unlock empties both.
// - The trigger is edited by the scheduler editor (ui/kit/inputs/TriggerEditor.tsx), which hands up
//   the trigger or its problem: the draft keeps the last valid trigger and the problem.
// - A basic benefit's discount is the effect option `percentage` (0-100), shown as 'N% off';
//   other effect options of a stored benefit are kept as they are.
// - A new benefit is basic, open to every tier, Anytime, 00:00-23:59, valid 1 day.
// - Free credit is typed as people read it (the programme's credit precision) and stored in
//   credit units by the server; an empty amount is 'Free credit is required'.
import { Result, Schema, SchemaIssue } from "effect";
import { checkEntitledMax } from "../../domain/loyalty/benefitApplicability";
import { amountOf } from "../../domain/loyalty/member/creditUnits";
import { FREE_CREDIT_REQUIRED } from "../../domain/loyalty/member/memberCredit";
import { ANYTIME_TRIGGER, type Benefit, BenefitInput, DEFAULT_VALIDITY, type Trigger, tierLimitMessage } from "../../domain/loyalty/programme/benefits";
import { INVALID_INTEGER } from "../../domain/loyalty/programme/storeBundles";
import { DEFAULT_TIME_PERIOD, type TimePeriod } from "../../domain/shared/timeOfDay";

export const BENEFIT_STEPS = ["basic", "configure", "configuration"] as const;
export type BenefitStep = (typeof BENEFIT_STEPS)[number];
export type BenefitType = Benefit["options"]["type"];
export type Unlock = "tier" | "level";

export const MIN_TIER_MESSAGE = "Min tier is 1";
export const INVALID_DISCOUNT = "Discount should within 0 - 100";

export interface FreeCreditDraft {
  readonly amount: number | null;
  readonly day: number | null;
}

export interface BenefitDraft {
  readonly type: BenefitType;
  readonly name: string;
  readonly description: string;
  readonly image: string | null;
  readonly requiredTitle: string | null;
  readonly unlock: Unlock;
  /** Tier numbers as shown (one-based) or levels; null: the lowest. */
  readonly min: number | null;
  /** null: Unlimited. */
  readonly max: number | null;
  readonly targetRestaurant: ReadonlyArray<string>;
  readonly priority: number | null;
  readonly availableOnlineOrder: boolean;
  /** The discount in percent, null for none. */
  readonly discount: number | null;
  /** The stored effect options other than the discount. */
  readonly effectOptions: Readonly<Record<string, unknown>>;
  readonly timePeriod: ReadonlyArray<TimePeriod>;
  readonly validity: number | null;
  readonly vouchers: ReadonlyArray<string>;
  readonly freeCredit: FreeCreditDraft | null;
  /** The last valid trigger: a basic benefit's scheduler start, a scheduled one's triggerer. */
  readonly trigger: Trigger;
  /** The scheduler editor's problem with what is typed now; null when `trigger` is what it shows. */
  readonly triggerProblem: string | null;
}

/** What the draft is checked against: the programme's tier count, the base included. */
export interface DraftLimits {
  readonly tierCount: number;
}

export const newBenefitDraft = (requiredTitle: string | null = null): BenefitDraft => ({
  type: "basic",
  name: "",
  description: "",
  image: null,
  requiredTitle,
  unlock: "tier",
  min: null,
  max: null,
  targetRestaurant: [],
  priority: 0,
  availableOnlineOrder: false,
  discount: null,
  effectOptions: {},
  timePeriod: [DEFAULT_TIME_PERIOD],
  validity: DEFAULT_VALIDITY,
  vouchers: [],
  freeCredit: null,
  trigger: ANYTIME_TRIGGER,
  triggerProblem: null,
});

/** The draft after choosing a type: the other type's fields go back to their defaults. */
export const withType = (draft: BenefitDraft, type: BenefitType): BenefitDraft => {
  if (draft.type === type) return draft;
  const fresh = newBenefitDraft();
  return {
    ...fresh,
    type,
    name: draft.name,
    description: draft.description,
    image: draft.image,
    requiredTitle: draft.requiredTitle,
    unlock: draft.unlock,
    min: draft.min,
    max: draft.max,
    targetRestaurant: draft.targetRestaurant,
  };
};

/** Spec 2 §4: switching between Tier and Level resets min and max. */
export const withUnlock = (draft: BenefitDraft, unlock: Unlock): BenefitDraft =>
  draft.unlock === unlock ? draft : { ...draft, unlock, min: null, max: null };

const oneBased = (index: number | null): number | null => (index === null ? null : index + 1);
const zeroBased = (shown: number | null): number | null => (shown === null ? null : shown - 1);

const discountOf = (options: Readonly<Record<string, unknown>>): number | null =>
  typeof options.percentage === "number" ? options.percentage : null;

/** The draft of a stored benefit, for editing; `creditPrecision` reads its free credit back. */
export const benefitDraftOf = (benefit: Benefit, creditPrecision: number): BenefitDraft => {
  const byLevel = benefit.minLevel !== null || benefit.maxLevel !== null;
  const base: BenefitDraft = {
    ...newBenefitDraft(benefit.requiredTitle),
    type: benefit.options.type,
    name: benefit.name,
    description: benefit.description,
    image: benefit.image,
    unlock: byLevel ? "level" : "tier",
    min: byLevel ? benefit.minLevel : oneBased(benefit.minTier),
    max: byLevel ? benefit.maxLevel : oneBased(benefit.maxTier),
    targetRestaurant: benefit.targetRestaurant,
  };
  const options = benefit.options;
  if (options.type === "basic") {
    const { percentage: _, ...effectOptions } = options.effect.options;
    return {
      ...base,
      priority: options.effect.priority,
      availableOnlineOrder: options.effect.availableOnlineOrder,
      discount: discountOf(options.effect.options),
      effectOptions,
      timePeriod: options.scheduler.timePeriod,
      validity: options.scheduler.validity,
      trigger: options.scheduler.start,
    };
  }
  return {
    ...base,
    vouchers: options.vouchers,
    freeCredit: options.freeCredit === null ? null : { day: options.freeCredit.day, amount: amountOf(options.freeCredit.amount, creditPrecision) },
    trigger: options.triggerer,
  };
};

const present = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V };

const optionsOf = (draft: BenefitDraft): BenefitInput["options"] =>
  draft.type === "basic"
    ? {
        type: "basic",
        effect: {
          ...present("priority", draft.priority),
          availableOnlineOrder: draft.availableOnlineOrder,
          options: { ...draft.effectOptions, ...present("percentage", draft.discount) },
        },
        scheduler: { start: draft.trigger, timePeriod: draft.timePeriod, ...present("validity", draft.validity) },
      }
    : {
        type: "schedule",
        vouchers: draft.vouchers,
        freeCredit: draft.freeCredit === null ? null : { day: draft.freeCredit.day ?? Number.NaN, amount: draft.freeCredit.amount ?? Number.NaN },
        triggerer: draft.trigger,
      };

/** The benefit of PUT /membership/benefits for this draft; `id` names the benefit it edits. */
export const benefitInputOf = (draft: BenefitDraft, id: string | null = null): BenefitInput => {
  const tier = draft.unlock === "tier";
  return {
    ...present("id", id),
    name: draft.name,
    description: draft.description,
    image: draft.image,
    requiredTitle: draft.requiredTitle,
    minTier: tier ? zeroBased(draft.min) : null,
    maxTier: tier ? zeroBased(draft.max) : null,
    minLevel: tier ? null : draft.min,
    maxLevel: tier ? null : draft.max,
    targetRestaurant: draft.targetRestaurant,
    options: optionsOf(draft),
  };
};

/** Field messages by dotted path ("options.scheduler.validity", "min", "trigger"); each keeps its first. */
export type DraftErrors = Readonly<Record<string, string>>;

const format = SchemaIssue.makeFormatterStandardSchemaV1();
const keyOf = (path: ReadonlyArray<unknown>): string =>
  path.map((item) => (typeof item === "object" && item !== null && "key" in item ? String(item.key) : String(item))).join(".");

/** The draft's fields the form shows for the input's bound fields. */
const FIELD_OF: Readonly<Record<string, string>> = { minTier: "min", minLevel: "min", maxTier: "max", maxLevel: "max" };

const schemaIssues = (input: BenefitInput): Array<[string, string]> => {
  const result = Schema.decodeUnknownResult(BenefitInput)(input, { errors: "all" });
  if (Result.isSuccess(result)) return [];
  return format(result.failure.issue).issues.map((issue) => {
    const key = keyOf(issue.path ?? []);
    return [FIELD_OF[key] ?? key, issue.message];
  });
};

const boundsIssues = (draft: BenefitDraft, limits: DraftLimits): Array<[string, string]> => {
  if (draft.unlock === "level") {
    const message = checkEntitledMax("level", draft.min ?? 0, draft.max);
    return message === null ? [] : [["max", message]];
  }
  const min = draft.min ?? 1;
  if (min < 1) return [["min", MIN_TIER_MESSAGE]];
  if (min > limits.tierCount) return [["min", tierLimitMessage(limits.tierCount)]];
  const message = checkEntitledMax("tier", min, draft.max, limits.tierCount);
  return message === null ? [] : [["max", message]];
};

const formIssues = (draft: BenefitDraft): Array<[string, string]> => {
  const issues: Array<[string, string]> = [];
  if (draft.triggerProblem !== null) issues.push(["trigger", draft.triggerProblem]);
  if (draft.type === "basic" && draft.discount !== null && (draft.discount < 0 || draft.discount > 100)) {
    issues.push(["options.effect.options.percentage", INVALID_DISCOUNT]);
  }
  if (draft.type === "schedule" && draft.freeCredit !== null) {
    if (draft.freeCredit.amount === null) issues.push(["options.freeCredit.amount", FREE_CREDIT_REQUIRED]);
    if (draft.freeCredit.day === null) issues.push(["options.freeCredit.day", INVALID_INTEGER]);
  }
  return issues;
};

export const stepOfField = (key: string): BenefitStep => {
  if (key === "name" || key === "description" || key === "image" || key === "options.type") return "basic";
  return key.startsWith("options.effect") ? "configure" : "configuration";
};

/** Every message of the draft, by field. */
export const benefitDraftErrors = (draft: BenefitDraft, limits: DraftLimits): DraftErrors => {
  const found = [...formIssues(draft), ...boundsIssues(draft, limits), ...schemaIssues(benefitInputOf(draft))];
  const errors: Record<string, string> = {};
  for (const [key, message] of found) errors[key] ??= message;
  return errors;
};

/** The steps a draft of this type walks through. */
export const stepsOf = (type: BenefitType): ReadonlyArray<BenefitStep> => (type === "basic" ? BENEFIT_STEPS : ["basic", "configuration"]);

/** The messages of one step. */
export const benefitStepErrors = (draft: BenefitDraft, limits: DraftLimits, step: BenefitStep): DraftErrors =>
  Object.fromEntries(Object.entries(benefitDraftErrors(draft, limits)).filter(([key]) => stepOfField(key) === step));

export const benefitStepIsValid = (draft: BenefitDraft, limits: DraftLimits, step: BenefitStep): boolean =>
  Object.keys(benefitStepErrors(draft, limits, step)).length === 0;

/** Whether the draft walks through `step` and every step before it validates (a header click may reach it). */
export const canReachBenefitStep = (draft: BenefitDraft, limits: DraftLimits, step: BenefitStep): boolean => {
  const steps = stepsOf(draft.type);
  const index = steps.indexOf(step);
  return index >= 0 && steps.slice(0, index).every((before) => benefitStepIsValid(draft, limits, before));
};
