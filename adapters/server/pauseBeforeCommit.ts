// Test-only fault injection for the crash suite (tests/reliability/crashAtomicity.test.ts): with
// NODE_ENV=test and TEST_PAUSE_BEFORE_COMMIT=<regex>, every append whose stream ids, joined by
// single spaces in the order the unit touched them, match the regex stops inside its database
// transaction, after every row is written and before the commit (the store's `beforeCommit`),
// prints `PAUSED_BEFORE_COMMIT <stream ids>` on stdout and waits for ever, so the suite can
// SIGKILL the server exactly between decide and commit. Matching the joined ids lets a pattern
// ask for several streams at once (`(?=.*(^| )phone-)(?=.*(^| )user-)`): a flow that appends
// them one after another never pauses, which the suite reports as not being one unit.
// Never armed otherwise: any other NODE_ENV, or no variable, gives no hook at all.
import type { BeforeCommitHook } from "../../domain/engine/eventStore";

export const PAUSE_ENV = "TEST_PAUSE_BEFORE_COMMIT";
export const PAUSED_MARKER = "PAUSED_BEFORE_COMMIT";

/** The pattern to pause on, or undefined unless NODE_ENV=test and the variable is set. */
export const pausePatternFrom = (env: NodeJS.ProcessEnv): RegExp | undefined => {
  const raw = env[PAUSE_ENV];
  if (env.NODE_ENV !== "test" || raw === undefined || raw === "") return undefined;
  return new RegExp(raw);
};

export const pauseBeforeCommit = (pattern: RegExp, print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): BeforeCommitHook =>
  async (streamIds) => {
    const joined = streamIds.join(" ");
    if (!pattern.test(joined)) return;
    print(`${PAUSED_MARKER} ${joined}`);
    await new Promise<never>(() => undefined);
  };
