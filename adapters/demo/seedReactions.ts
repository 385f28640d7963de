// Owns: handing a seeded store over with its reactions caught up. `npm run seed` writes tens of
// thousands of bills in bulk; left to the server, the reactions would follow each one in its own
// transaction after the next start (about 50 bills a second on the embedded store: the better
// part of an hour for 100,000 members), and every figure taken meanwhile would measure that
// catch-up. So the seed does the reactions' follow-ups itself, in its batches (the receipt of each
// bill and its reward claims, with the same ids the reactions derive), and then moves each
// reaction's checkpoint over what it wrote.
// Decision: a checkpoint is moved only when it stood at the head of the log when the members
// began (`followedUpTo`); the seed owns the store meanwhile (it is refused while `npm start`
// runs on the embedded store), so everything between that head and the end is the seed's own.
// The delivery reactions run here without partner clients: a foodpanda push still pending in the
// store fails as not configured (the owner syncs again), rather than every start after the seed
// reading the whole seeded log to catch up.
import { LOG_START, type LogCursor, compareCursors } from "../../domain/engine/reaction";
import { productEventTypes } from "../../domain/catalogue";
import { reactionRunner } from "../engine/reactions/reactionRunner";
import type { EngineRuntime } from "../server/engineRuntime";
import { allReactions } from "../server/productReactions";

const SEED_OWNER = "seed";
const LEASE_MS = 60_000;

const headOf = async (engine: EngineRuntime): Promise<LogCursor> => (await engine.store.committedAfter(LOG_START, 0)).head;

/** Runs every reaction up to the head of the log (what came before the seed), and answers that head. */
export const followedUpTo = async (engine: EngineRuntime): Promise<LogCursor> => {
  const runner = reactionRunner(engine, allReactions({}), { owner: SEED_OWNER, upcast: productEventTypes.upcast });
  try {
    await runner.drain();
  } finally {
    await runner.stop();
  }
  return headOf(engine);
};

/** Moves each reaction that stood at `from` to the head of the log: the seed followed up what lies between. */
export const markSeedFollowed = async (engine: EngineRuntime, from: LogCursor): Promise<void> => {
  const { checkpoints } = engine.store;
  const to = await headOf(engine);
  for (const { name } of allReactions({})) {
    const now = Date.now();
    const checkpoint = await checkpoints.lease(name, SEED_OWNER, now, now + LEASE_MS);
    if (checkpoint === undefined) continue;
    if (compareCursors(checkpoint.cursor, from) === 0) await checkpoints.save(name, SEED_OWNER, { ...checkpoint, cursor: to }, now + LEASE_MS);
    await checkpoints.release(name, SEED_OWNER);
  }
};
