// Owns: the programme's benefits (spec 2 §2 Benefits page and wizard, §3 Benefit, Triggerer,
// Scheduler, §4 "Benefit type cannot be changed when editing", §5, §7 `PUT /membership/benefits`).
// The whole list is written at once. A benefit is either
// - basic: an effect {priority, availableOnlineOrder, options} with a scheduler {start trigger,
//   time periods HH:mm ('Invalid time', default 00:00-23:59), validity in days (default 1)}; or
// - schedule: vouchers and/or free credit {day, amount} handed out by a trigger (cron, or the
//   member's birthday: `before` N days, or the start of the birthday's week or month).
// It is unlocked by tier (minTier..maxTier, zero-based) or level (minLevel..maxLevel, 0-999), a
// missing maximum being 'Unlimited', and may require a title.
// Decisions where the spec is silent:
// - A benefit without an id is new; an unknown id is 'Benefit not found'; changing a known
//   benefit's type is 'Benefit type cannot be changed'.
// - A trigger is `{cron}` or `{birthday: {type: "before", day} | {type: "startOf", unit}}`, the
//   shapes of domain/loyalty's cronSchedule.ts and birthdayTrigger.ts; a cron expression answers
//   'Cron expression is required' / 'Invalid cron expression'; the basic default is Anytime.
// - The tier bounds must name existing tiers: 'Tier should be less than or equal to N' (N the
//   number of tiers); a maximum outside min..limit is 'Entitled tier should within a - b'
//   (benefitApplicability.ts; tiers shown 1-based, levels up to 999).
// - requiredTitle must be a title of the programme ('Title not found'); vouchers are checked by
//   the server against the vouchers read model ('Invalid reward').
// - effect.options is kept as the JSON object given (its fields belong to the effect engine).
import { Result, Schema } from "effect";
import { BoundedUrl, boundedId, boundedList, boundedText, multiLineText } from "../../shared/inputBounds";
import { NAME_REQUIRED } from "../../auth/credentials";
import { isAtLeast, isAtMost, requiredTrimmedText, RestaurantIdsSchema } from "../../shared/fieldRules";
import { DEFAULT_TIME_PERIOD, TimePeriod } from "../../shared/timeOfDay";
import { checkEntitledMax } from "../benefitApplicability";
import { MAX_LEVEL } from "../experienceCap";
import { BirthdayTrigger } from "../birthdayTrigger";
import { DEFAULT_CRON, checkCronExpression } from "../cronSchedule";
import { INVALID_CREDIT_AMOUNT } from "../member/creditUnits";
import { type Checked, checked, refuse } from "./checked";
import { INVALID_MIN_LEVEL, LevelNumber } from "./experienceRange";
import { TITLE_NOT_FOUND } from "./titles";
import { INVALID_INTEGER, MAX_DAYS, MIN_CREDIT_MESSAGE, MIN_IS_1, maxIsMessage } from "./storeBundles";
import { MAX_CREDIT } from "../member/memberInput";
import { maxCreditMessage } from "../member/memberCredit";

export const BENEFIT_NOT_FOUND = "Benefit not found";
export const BENEFIT_TYPE_FIXED = "Benefit type cannot be changed";
export const DEFAULT_VALIDITY = 1;
export const tierLimitMessage = (count: number): string => `Tier should be less than or equal to ${count}`;

export const Trigger = Schema.Union([
  Schema.Struct({ cron: boundedText("Cron expression") }),
  Schema.Struct({ birthday: BirthdayTrigger }),
]);
export type Trigger = typeof Trigger.Type;

const Effect = Schema.Struct({
  priority: Schema.Number,
  availableOnlineOrder: Schema.Boolean,
  options: Schema.Record(Schema.String, Schema.Unknown),
});

export const BasicOptions = Schema.Struct({
  type: Schema.Literal("basic"),
  effect: Effect,
  scheduler: Schema.Struct({ start: Trigger, timePeriod: Schema.Array(TimePeriod), validity: Schema.Number }),
});
export const ScheduleOptions = Schema.Struct({
  type: Schema.Literal("schedule"),
  vouchers: Schema.Array(Schema.String),
  freeCredit: Schema.NullOr(Schema.Struct({ day: Schema.Number, amount: Schema.Number })),
  triggerer: Trigger,
});

export const Benefit = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.String,
  image: Schema.NullOr(Schema.String),
  requiredTitle: Schema.NullOr(Schema.String),
  minTier: Schema.NullOr(Schema.Number),
  maxTier: Schema.NullOr(Schema.Number),
  minLevel: Schema.NullOr(Schema.Number),
  maxLevel: Schema.NullOr(Schema.Number),
  targetRestaurant: Schema.Array(Schema.String),
  options: Schema.Union([BasicOptions, ScheduleOptions]),
});
export type Benefit = typeof Benefit.Type;

export type ScheduleBenefit = Benefit & { readonly options: Extract<Benefit["options"], { readonly type: "schedule" }> };

export const isScheduleBenefit = (benefit: Benefit): benefit is ScheduleBenefit => benefit.options.type === "schedule";

/** Priority magnitude, periods a day, vouchers a benefit hands out, benefits a programme holds: generous bounds. */
const MAX_PRIORITY = 1_000_000;
const MAX_PERIODS = 24;
const MAX_VOUCHERS = 100;
const MAX_BENEFITS = 100;
const WholeAtLeast1 = Schema.Finite.check(Schema.isInt({ message: INVALID_INTEGER }), isAtLeast(1, MIN_IS_1), isAtMost(MAX_DAYS, maxIsMessage(MAX_DAYS)));
const TierIndex = Schema.Finite.check(Schema.isInt({ message: INVALID_MIN_LEVEL }), isAtLeast(0, "Min tier is 1"), isAtMost(MAX_LEVEL, INVALID_MIN_LEVEL));
const Priority = Schema.Finite.check(Schema.isInt({ message: INVALID_INTEGER }), isAtLeast(-MAX_PRIORITY, INVALID_INTEGER), isAtMost(MAX_PRIORITY, INVALID_INTEGER));

export const BenefitInput = Schema.Struct({
  id: Schema.optionalKey(boundedId(BENEFIT_NOT_FOUND)),
  name: requiredTrimmedText(NAME_REQUIRED),
  description: Schema.optionalKey(multiLineText("Description")),
  image: Schema.optionalKey(Schema.NullOr(BoundedUrl)),
  requiredTitle: Schema.optionalKey(Schema.NullOr(boundedId(TITLE_NOT_FOUND))),
  minTier: Schema.optionalKey(Schema.NullOr(TierIndex)),
  maxTier: Schema.optionalKey(Schema.NullOr(TierIndex)),
  minLevel: Schema.optionalKey(Schema.NullOr(LevelNumber)),
  maxLevel: Schema.optionalKey(Schema.NullOr(LevelNumber)),
  targetRestaurant: Schema.optionalKey(RestaurantIdsSchema),
  options: Schema.Union([
    Schema.Struct({
      type: Schema.Literal("basic"),
      effect: Schema.Struct({
        priority: Schema.optionalKey(Priority),
        availableOnlineOrder: Schema.optionalKey(Schema.Boolean),
        options: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
      }),
      scheduler: Schema.optionalKey(Schema.Struct({
        start: Schema.optionalKey(Trigger),
        timePeriod: Schema.optionalKey(boundedList(TimePeriod, MAX_PERIODS, "periods")),
        validity: Schema.optionalKey(WholeAtLeast1),
      })),
    }),
    Schema.Struct({
      type: Schema.Literal("schedule"),
      vouchers: Schema.optionalKey(boundedList(boundedId(), MAX_VOUCHERS, "vouchers")),
      freeCredit: Schema.optionalKey(Schema.NullOr(Schema.Struct({
        day: WholeAtLeast1,
        amount: Schema.Finite.check(isAtLeast(0, MIN_CREDIT_MESSAGE), isAtMost(MAX_CREDIT, maxCreditMessage(MAX_CREDIT))),
      }))),
      triggerer: Trigger,
    }),
  ]),
});
export type BenefitInput = typeof BenefitInput.Type;

export const BenefitsInput = boundedList(BenefitInput, MAX_BENEFITS, "benefits");

export const ANYTIME_TRIGGER: Trigger = { cron: DEFAULT_CRON };

/** null when a trigger can be stored, else its message (cronSchedule.ts for cron expressions). */
export const checkTrigger = (trigger: Trigger): string | null => ("cron" in trigger ? checkCronExpression(trigger.cron) : null);

export interface BenefitContext {
  /** How many tiers the programme has, the base included. */
  readonly tierCount: number;
  readonly titleIds: ReadonlySet<string>;
  readonly creditPrecision: number;
  /** Credit units of a typed amount, null when it has too many decimals. */
  readonly creditUnits: (amount: number) => number | null;
  readonly newId: () => string;
}

type Path = ReadonlyArray<string | number>;
type Bounds = { readonly min: number | null; readonly max: number | null };

const boundsProblem = (unit: "tier" | "level", bounds: Bounds, limit: number, path: Path): Checked<never> | null => {
  const field = unit === "tier" ? "maxTier" : "maxLevel";
  if (unit === "level") {
    const message = checkEntitledMax("level", bounds.min ?? 0, bounds.max);
    return message === null ? null : refuse(message, [...path, field]);
  }
  // Tiers are stored zero-based and shown one-based; `limit` is the number of tiers.
  if (bounds.min !== null && bounds.min > limit - 1) return refuse(tierLimitMessage(limit), [...path, "minTier"]);
  const message = checkEntitledMax("tier", (bounds.min ?? 0) + 1, bounds.max === null ? null : bounds.max + 1, limit);
  return message === null ? null : refuse(message, [...path, field]);
};

const nextOptions = (input: BenefitInput["options"], ctx: BenefitContext, path: Path): Checked<Benefit["options"]> => {
  if (input.type === "basic") {
    const start = input.scheduler?.start ?? ANYTIME_TRIGGER;
    const problem = checkTrigger(start);
    if (problem !== null) return refuse(problem, [...path, "scheduler", "start"]);
    return checked({
      type: "basic",
      effect: {
        priority: input.effect.priority ?? 0,
        availableOnlineOrder: input.effect.availableOnlineOrder ?? false,
        options: input.effect.options ?? {},
      },
      scheduler: {
        start,
        timePeriod: input.scheduler?.timePeriod ?? [DEFAULT_TIME_PERIOD],
        validity: input.scheduler?.validity ?? DEFAULT_VALIDITY,
      },
    });
  }
  const problem = checkTrigger(input.triggerer);
  if (problem !== null) return refuse(problem, [...path, "triggerer"]);
  const freeCredit = input.freeCredit ?? null;
  const units = freeCredit === null ? null : ctx.creditUnits(freeCredit.amount);
  if (freeCredit !== null && units === null) return refuse(INVALID_CREDIT_AMOUNT, [...path, "freeCredit", "amount"]);
  return checked({
    type: "schedule",
    vouchers: [...new Set(input.vouchers ?? [])],
    freeCredit: freeCredit === null || units === null ? null : { day: freeCredit.day, amount: units },
    triggerer: input.triggerer,
  });
};

const nextBenefit = (input: BenefitInput, known: Benefit | undefined, ctx: BenefitContext, path: Path): Checked<Benefit> => {
  if (known !== undefined && known.options.type !== input.options.type) return refuse(BENEFIT_TYPE_FIXED, [...path, "options", "type"]);
  const requiredTitle = input.requiredTitle ?? null;
  if (requiredTitle !== null && !ctx.titleIds.has(requiredTitle)) return refuse(TITLE_NOT_FOUND, [...path, "requiredTitle"]);
  const tiers = { min: input.minTier ?? null, max: input.maxTier ?? null };
  const levels = { min: input.minLevel ?? null, max: input.maxLevel ?? null };
  const problem = boundsProblem("tier", tiers, ctx.tierCount, path) ?? boundsProblem("level", levels, MAX_LEVEL, path);
  if (problem !== null) return problem;
  const options = nextOptions(input.options, ctx, path);
  if (Result.isFailure(options)) return Result.fail(options.failure);
  return checked({
    id: known?.id ?? ctx.newId(),
    name: input.name,
    description: input.description ?? "",
    image: input.image ?? null,
    requiredTitle,
    minTier: tiers.min,
    maxTier: tiers.max,
    minLevel: levels.min,
    maxLevel: levels.max,
    targetRestaurant: input.targetRestaurant ?? [],
    options: options.success,
  });
};

/** The benefits a write leaves; refused at the first broken benefit. */
export const nextBenefits = (current: ReadonlyArray<Benefit>, input: ReadonlyArray<BenefitInput>, ctx: BenefitContext): Checked<ReadonlyArray<Benefit>> => {
  const byId = new Map(current.map((b) => [b.id, b]));
  const next: Benefit[] = [];
  for (const [index, benefit] of input.entries()) {
    const known = benefit.id === undefined ? undefined : byId.get(benefit.id);
    if (benefit.id !== undefined && known === undefined) return refuse(BENEFIT_NOT_FOUND, ["benefits", index, "id"]);
    const result = nextBenefit(benefit, known, ctx, ["benefits", index]);
    if (Result.isFailure(result)) return Result.fail(result.failure);
    next.push(result.success);
  }
  return checked(next);
};

/** Titles the benefits require (their removal is refused). */
export const requiredTitleIds = (benefits: ReadonlyArray<Benefit>): ReadonlySet<string> =>
  new Set(benefits.flatMap((b) => (b.requiredTitle === null ? [] : [b.requiredTitle])));
