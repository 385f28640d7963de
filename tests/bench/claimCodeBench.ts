// Claim codes (issue 6 bench): the time of a 2000-code batch drawn against 1,000,000 codes the
// business already has (capacity count over the taken codes, then the draw), and the raw rate of
// the generator. Pure CPU, no store; the registry stream's load is the store's append/read cost.
// `BENCH_TAKEN_CODES` sets the existing codes (default 1,000,000). The comparison with the
// `voucher-code-generator` package is claimCodeComparison.ts.
import { Result } from "effect";
import { generateCodes, shapeOf } from "../../domain/marketing/claimCodes";

const seeded = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};

export interface ClaimCodeFigures {
  readonly taken: number;
  readonly batchMs: number;
  readonly codesPerSecond: number;
}

export const measureClaimCodes = (): ClaimCodeFigures => {
  const takenCount = Number(process.env.BENCH_TAKEN_CODES ?? 1_000_000);
  const shape = Result.getOrThrow(shapeOf({}));
  const started = performance.now();
  const taken = new Set(Result.getOrThrow(generateCodes(shape, takenCount, new Set(), seeded(7))));
  const rate = takenCount / ((performance.now() - started) / 1000);
  const batchStart = performance.now();
  const batch = Result.getOrThrow(generateCodes(shape, 2000, taken, seeded(11)));
  const batchMs = performance.now() - batchStart;
  if (batch.some((code) => taken.has(code))) throw new Error("a drawn code was already taken");
  return { taken: taken.size, batchMs, codesPerSecond: rate };
};

export const printClaimCodeFigures = (figures: ClaimCodeFigures): void => {
  console.log(`\nClaim codes: a 2000-code batch against ${figures.taken.toLocaleString("en-US")} existing codes took ${figures.batchMs.toFixed(0)} ms;`);
  console.log(`the generator draws ${Math.round(figures.codesPerSecond).toLocaleString("en-US")} unique 8-character codes per second.`);
};
