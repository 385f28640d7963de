// fast-check settings of the property suites, from the environment: FC_NUM_RUNS (default 100),
// and FC_SEED with FC_PATH to replay a failure exactly as it was reported.
import fc from "fast-check";

const seed = process.env.FC_SEED;
const path = process.env.FC_PATH;

fc.configureGlobal({
  numRuns: Number(process.env.FC_NUM_RUNS ?? 100),
  ...(seed === undefined || seed === "" ? {} : { seed: Number(seed) }),
  ...(path === undefined || path === "" ? {} : { path }),
  verbose: 1,
});
