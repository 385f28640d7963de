// Owns: the level fields of the programme's forms and the experience ranges (spec 2 §3 expRange,
// §5 Level, §7 `PUT /membership/experience-range`, §9 levels 0-999): a range says from which
// level on (minLevel) a level needs expToLevelUp experience. Messages, exact: 'Min level is 0',
// 'Max 999', 'Invalid min level' for a level; 'Invalid exp' for experience that is not whole.
// Decisions where the spec is silent:
// - The server does not floor or clamp (the form does): a value it would change is refused.
// - expToLevelUp is at least 1 ('Min exp is 1'); two ranges may not start at the same level
//   ('Level used by other range'); ranges are stored sorted by minLevel. Levels below the first
//   range need the programme's baseExpToLevelUp.
import { Schema } from "effect";
import { boundedList } from "../../shared/inputBounds";
import { isAtLeast, isAtMost } from "../../shared/fieldRules";
import { MAX_LEVEL } from "../experienceCap";
import { type Checked, checked, refuse } from "./checked";
import { WholeExp } from "./settings";

export const MIN_LEVEL_MESSAGE = "Min level is 0";
export const MAX_LEVEL_MESSAGE = "Max 999";
export const INVALID_MIN_LEVEL = "Invalid min level";
export const LEVEL_USED_BY_RANGE = "Level used by other range";

export const LevelNumber = Schema.Finite.check(
  Schema.isInt({ message: INVALID_MIN_LEVEL }),
  isAtLeast(0, MIN_LEVEL_MESSAGE),
  isAtMost(MAX_LEVEL, MAX_LEVEL_MESSAGE),
);

export const ExpRange = Schema.Struct({ minLevel: LevelNumber, expToLevelUp: WholeExp });
export type ExpRange = typeof ExpRange.Type;

/** One range per level at most. */
export const ExpRangesInput = boundedList(ExpRange, MAX_LEVEL + 1, "ranges");

/** The ranges sorted by minLevel, refused when two start at the same level. */
export const nextExpRanges = (input: ReadonlyArray<ExpRange>): Checked<ReadonlyArray<ExpRange>> => {
  const seen = new Set<number>();
  for (const [index, range] of input.entries()) {
    if (seen.has(range.minLevel)) return refuse(LEVEL_USED_BY_RANGE, ["expRange", index, "minLevel"]);
    seen.add(range.minLevel);
  }
  return checked([...input].sort((a, b) => a.minLevel - b.minLevel));
};
