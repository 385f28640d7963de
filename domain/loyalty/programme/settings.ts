// Owns: the programme's own settings (spec 2 §3, §5, §7 `POST /membership`, `PUT /membership`):
// name (default 'Membership'), member URL slug (domain/shared/businessUrl.ts rules and reserved
// words), baseExpToLevelUp (default 300), activation locations (targetRestaurant), cashback
// ('Min cashback percentage is 0', 'Min cashback validity is 1'), creditOneToOne,
// freeCreditAsDiscount and the experience earned per 1.00 spent (default 1).
// Decisions where the spec is silent:
// - Cashback percentage is a percent number with at most 2 decimals ('Max two decimal'), at most
//   100 ('Max cashback percentage is 100'); validity is whole days (`validFor`).
// - baseExpToLevelUp and experiencePerSpent are whole numbers of at least 1 ('Min exp is 1',
//   'Invalid exp') and at most MAX_EXP; cashback validity at most 100 years; targetRestaurant lists restaurant ids of the business (empty: everywhere).
// - The membership URL is claimed in its own namespace (`membership-url-{slug}`), so it may
//   equal its own business's URL but never another programme's.
import { Schema } from "effect";
import { NAME_REQUIRED } from "../../auth/credentials";
import { BusinessUrlSchema } from "../../shared/businessUrl";
import { DEFAULT_BASE_EXP_TO_LEVEL_UP } from "../experienceCap";
import { MAX_TWO_DECIMAL } from "../levelExpression";
import { hasAtMostDecimals, isAtLeast, isAtMost, requiredTrimmedText, RestaurantIdsSchema } from "../../shared/fieldRules";

export const DEFAULT_PROGRAMME_NAME = "Membership";
export const DEFAULT_EXPERIENCE_PER_SPENT = 1;
export const MIN_CASHBACK_PERCENTAGE = "Min cashback percentage is 0";
export const MAX_CASHBACK_PERCENTAGE = "Max cashback percentage is 100";
export const MIN_CASHBACK_VALIDITY = "Min cashback validity is 1";
export const INVALID_EXP = "Invalid exp";
export const MIN_EXP_ONE = "Min exp is 1";
export const INVALID_VALIDITY = "Invalid validity";
export const MAX_EXP = 1_000_000_000;
const MAX_VALIDITY_DAYS = 36_500;

export const Cashback = Schema.Struct({
  percentage: Schema.Finite.check(
    isAtLeast(0, MIN_CASHBACK_PERCENTAGE),
    isAtMost(100, MAX_CASHBACK_PERCENTAGE),
    hasAtMostDecimals(2, MAX_TWO_DECIMAL),
  ),
  validFor: Schema.Finite.check(isAtLeast(1, MIN_CASHBACK_VALIDITY), Schema.isInt({ message: INVALID_VALIDITY }), isAtMost(MAX_VALIDITY_DAYS, INVALID_VALIDITY)),
});
export type Cashback = typeof Cashback.Type;
export const DEFAULT_CASHBACK: Cashback = { percentage: 0, validFor: 1 };

export const ProgrammeName = requiredTrimmedText(NAME_REQUIRED);
export const WholeExp = Schema.Finite.check(Schema.isInt({ message: INVALID_EXP }), isAtLeast(1, MIN_EXP_ONE), isAtMost(MAX_EXP, INVALID_EXP));
export const MembershipUrl = Schema.NullOr(BusinessUrlSchema);

/** The settings `PUT /membership` writes whole (what is absent keeps its default). */
export const ProgrammeSettings = Schema.Struct({
  name: Schema.String,
  url: Schema.NullOr(Schema.String),
  baseExpToLevelUp: Schema.Number,
  targetRestaurant: Schema.Array(Schema.String),
  cashback: Cashback,
  creditOneToOne: Schema.Boolean,
  freeCreditAsDiscount: Schema.Boolean,
  experiencePerSpent: Schema.Number,
});
export type ProgrammeSettings = typeof ProgrammeSettings.Type;

export const DEFAULT_SETTINGS: ProgrammeSettings = {
  name: DEFAULT_PROGRAMME_NAME,
  url: null,
  baseExpToLevelUp: DEFAULT_BASE_EXP_TO_LEVEL_UP,
  targetRestaurant: [],
  cashback: DEFAULT_CASHBACK,
  creditOneToOne: false,
  freeCreditAsDiscount: false,
  experiencePerSpent: DEFAULT_EXPERIENCE_PER_SPENT,
};

const settingFields = {
  name: Schema.optionalKey(ProgrammeName),
  url: Schema.optionalKey(MembershipUrl),
  baseExpToLevelUp: Schema.optionalKey(WholeExp),
  targetRestaurant: Schema.optionalKey(RestaurantIdsSchema),
  cashback: Schema.optionalKey(Cashback),
  creditOneToOne: Schema.optionalKey(Schema.Boolean),
  freeCreditAsDiscount: Schema.optionalKey(Schema.Boolean),
  experiencePerSpent: Schema.optionalKey(WholeExp),
};

/** POST /membership: every setting optional, plus the base tier's name. */
export const NewProgrammeInput = Schema.Struct({
  ...settingFields,
  baseTierName: Schema.optionalKey(requiredTrimmedText(NAME_REQUIRED)),
});
export type NewProgrammeInput = typeof NewProgrammeInput.Type;

/** PUT /membership. */
export const ProgrammeSettingsInput = Schema.Struct(settingFields);
export type ProgrammeSettingsInput = typeof ProgrammeSettingsInput.Type;

/** The settings a write asks for: what it names over what `current` holds. */
export const settingsFrom = (input: ProgrammeSettingsInput, current: ProgrammeSettings): ProgrammeSettings => ({
  name: input.name ?? current.name,
  url: input.url === undefined ? current.url : input.url,
  baseExpToLevelUp: input.baseExpToLevelUp ?? current.baseExpToLevelUp,
  targetRestaurant: input.targetRestaurant ?? current.targetRestaurant,
  cashback: input.cashback ?? current.cashback,
  creditOneToOne: input.creditOneToOne ?? current.creditOneToOne,
  freeCreditAsDiscount: input.freeCreditAsDiscount ?? current.freeCreditAsDiscount,
  experiencePerSpent: input.experiencePerSpent ?? current.experiencePerSpent,
});
