// Owns: the live preview of a bulk batch's codes in the create claims dialog (spec 3 §2 "a preview
// of the count", issue 7 "a live preview of sample codes and of the combinations"): a few sample
// codes of the shape and its count of combinations, both from domain/marketing/claimCodes.ts. The
// server's capacity report (codes already taken) is asked before generating.
import { Result } from "effect";
import { type CodeConfig, combinationsOf, generateCodes, shapeOf } from "../../../domain/marketing/claimCodes";

export const SAMPLE_COUNT = 3;

export interface CodePreview {
  readonly samples: ReadonlyArray<string>;
  readonly combinations: string;
}

/** Samples and combinations of the shape, or the shape's problem ('Custom charset is required'). */
export const codePreview = (config: CodeConfig, random: () => number): CodePreview | string => {
  const shape = shapeOf(config);
  if (Result.isFailure(shape)) return shape.failure.message;
  const combinations = combinationsOf(shape.success);
  const samples = generateCodes(shape.success, Number(combinations < BigInt(SAMPLE_COUNT) ? combinations : BigInt(SAMPLE_COUNT)), new Set(), random);
  return { samples: Result.isSuccess(samples) ? samples.success : [], combinations: combinations.toString() };
};
