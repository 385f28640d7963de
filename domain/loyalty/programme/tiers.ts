// Owns: writing the programme's tiers (spec 2 §3 tier {baseTierName, tiers [{name, minLevel,
// minExp}]}, §4 Tiers, §5 Tier, §7 `PUT /membership/tier`). The ladder rules and limits
// (max 4 tiers, base fixed at min level 0, 'Level used by other tier', 'Min level is N', 'Max
// level is N', 'Tier should be less than or equal to N') are domain/loyalty/tierDecision.ts;
// this module decodes the write and places the ladder's problems on the body's fields.
// Decisions where the spec is silent:
// - `tiers` lists the tiers above the base (tierDecision.ts), so the base cannot be removed by
//   shape; minExp is a whole number of at least 0 ('Invalid exp'), default 0.
// - The server answers every problem of the ladder in `errors` (base first), the first one
//   being the message; e.g. a tier below the previous one reads both 'Max level is N' on the
//   previous tier and 'Min level is N' on itself.
import { Schema } from "effect";
import { NAME_REQUIRED } from "../../auth/credentials";
import { isAtLeast, isAtMost, requiredTrimmedText } from "../../shared/fieldRules";
import { boundedList } from "../../shared/inputBounds";
import { type TierSetting as LadderSetting, checkTierLadder, tierLadder } from "../tierDecision";
import { type Checked, checked, refuse } from "./checked";
import { INVALID_EXP, MAX_EXP } from "./settings";

/** The base tier's default name and the tier limit, for forms that import the programme's tiers. */
export { DEFAULT_BASE_TIER_NAME, MAX_TIERS } from "../tierDecision";

export const Tier = Schema.Struct({ name: Schema.String, minLevel: Schema.Number, minExp: Schema.Number });
export const TierSetting = Schema.Struct({ baseTierName: Schema.String, tiers: Schema.Array(Tier) });
export type TierSetting = LadderSetting;

export const TierInput = Schema.Struct({
  name: requiredTrimmedText(NAME_REQUIRED),
  minLevel: Schema.Finite,
  minExp: Schema.optionalKey(Schema.Finite.check(Schema.isInt({ message: INVALID_EXP }), isAtLeast(0, INVALID_EXP), isAtMost(MAX_EXP, INVALID_EXP))),
});
export const TierSettingInput = Schema.Struct({
  baseTierName: requiredTrimmedText(NAME_REQUIRED),
  // The ladder allows MAX_TIERS (tierDecision.ts, with its message); the list bound only stops absurd bodies.
  tiers: boundedList(TierInput, 100, "tiers"),
});
export type TierSettingInput = typeof TierSettingInput.Type;

const settingOf = (input: TierSettingInput): TierSetting => ({
  baseTierName: input.baseTierName,
  tiers: input.tiers.map((tier) => ({ name: tier.name, minLevel: tier.minLevel, minExp: tier.minExp ?? 0 })),
});

export interface TierFieldProblem {
  readonly path: ReadonlyArray<string | number>;
  readonly message: string;
}

/** Every broken ladder rule of a write at its body field (a form shows them all at once). */
export const tierProblems = (input: TierSettingInput): ReadonlyArray<TierFieldProblem> =>
  checkTierLadder(tierLadder(settingOf(input))).map((problem) => ({
    path: problem.field === "tiers" ? ["tiers"] : problem.index === 0 ? ["baseTierName"] : ["tiers", problem.index - 1, "minLevel"],
    message: problem.message,
  }));

/** The tiers a write leaves, or the ladder's first problem at its field. */
export const nextTierSetting = (input: TierSettingInput): Checked<TierSetting> => {
  const [problem] = tierProblems(input);
  return problem === undefined ? checked(settingOf(input)) : refuse(problem.message, problem.path);
};
