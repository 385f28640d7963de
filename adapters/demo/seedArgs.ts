// Owns: reading `npm run seed -- --members N [--batch B]` (N members, 1 to 9,999,999; B members
// per bulk write, default 1000). Decision: `--members=N` is accepted too; anything
// else is refused with the usage line, so a typo never seeds a default-sized data set.
import { MAX_SEED_MEMBERS } from "./seedMembers";
import { DEFAULT_SEED_BATCH } from "./seedDataSet";

export const SEED_USAGE = "usage: npm run seed -- --members N [--batch B]";

export interface SeedArgs {
  readonly members: number;
  readonly batchSize: number;
}

const whole = (text: string | undefined, max: number): number | null => {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

/** The seed's arguments, or the usage line when they are wrong. */
export const seedArgs = (argv: ReadonlyArray<string>): SeedArgs | string => {
  const flags = new Map<string, string | undefined>();
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--(members|batch)(?:=(.*))?$/.exec(argv[i]!);
    if (match === null) return SEED_USAGE;
    flags.set(match[1]!, match[2] ?? argv[(i += 1)]);
  }
  const members = whole(flags.get("members"), MAX_SEED_MEMBERS);
  const batchSize = flags.has("batch") ? whole(flags.get("batch"), 100_000) : DEFAULT_SEED_BATCH;
  return members === null || batchSize === null ? SEED_USAGE : { members, batchSize };
};
