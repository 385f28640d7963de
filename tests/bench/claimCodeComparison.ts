// Claim codes beside the `voucher-code-generator` package (issue 6 bench): both generate the
// same shape (prefix `SB-`, pattern `####-####`, alphanumeric: 62^8 codes) in the same run,
// 2,000 codes (one bulk batch) and 100,000 codes, each size warmed up once, then repeated until
// 300 ms have passed;
// codes per second and ours/theirs. Ours is domain/marketing/claimCodes.ts with the random
// source a live command gets (adapters/engine/liveContext.ts); the package draws from
// Math.random. Both outputs are checked for count and uniqueness, never for speed.
// `BENCH_CODE_SIZES` (comma-separated) changes the sizes.
import { Result } from "effect";
import voucherCodes from "voucher-code-generator";
import { liveContext } from "../../adapters/engine/liveContext";
import { generateCodes, shapeOf } from "../../domain/marketing/claimCodes";

const PREFIX = "SB-";
const PATTERN = "####-####";

export interface CodeComparison {
  readonly count: number;
  readonly ours: number;
  readonly theirs: number;
}

const ratePerSecond = (count: number, generate: () => ReadonlyArray<string>): number => {
  generate(); // one untimed round, so neither side is timed while the JIT warms it up
  let rounds = 0;
  const started = performance.now();
  do {
    const codes = generate();
    if (codes.length !== count || new Set(codes).size !== count) throw new Error(`expected ${count} distinct codes, got ${codes.length}`);
    rounds += 1;
  } while (performance.now() - started < 300);
  return (rounds * count) / ((performance.now() - started) / 1000);
};

export const compareClaimCodes = (sizes: ReadonlyArray<number>): ReadonlyArray<CodeComparison> => {
  const shape = Result.getOrThrow(shapeOf({ charset: "alphanumeric", prefix: PREFIX, pattern: PATTERN }));
  const charset = voucherCodes.charset("alphanumeric");
  return sizes.map((count) => ({
    count,
    ours: ratePerSecond(count, () => Result.getOrThrow(generateCodes(shape, count, new Set(), liveContext().random))),
    theirs: ratePerSecond(count, () => voucherCodes.generate({ count, prefix: PREFIX, pattern: PATTERN, charset })),
  }));
};

export const printCodeComparison = (rows: ReadonlyArray<CodeComparison>): void => {
  const f = (value: number) => Math.round(value).toLocaleString("en-US").padStart(13);
  console.log(`\nClaim codes per second, ${PREFIX}${PATTERN} alphanumeric, beside voucher-code-generator\n`);
  console.log("|   codes |   claimCodes | voucher-code-generator | ours/theirs |");
  console.log("|--------:|-------------:|-----------------------:|------------:|");
  for (const row of rows) {
    console.log(`| ${row.count.toLocaleString("en-US").padStart(7)} | ${f(row.ours).slice(1)} | ${f(row.theirs).padStart(22)} | ${(row.ours / row.theirs).toFixed(2).padStart(11)} |`);
  }
};
