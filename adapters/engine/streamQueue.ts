// Runs work one at a time per key within this process (a voucher stream, a business's code
// registry). The engine's optimistic concurrency already keeps every invariant (it retries a few
// times, then answers 409); queueing the commands of one hot stream in front of it turns a burst
// of concurrent claims or redemptions into an orderly line, so each gets its real answer
// ('Voucher quota reached', the claim) instead of a conflict. Across processes the engine's
// version check still decides.
// Re-entrant: work already running under a key (the command runner queues every command by its
// stream) runs at once when it asks for the same key again, instead of waiting on itself.
import { AsyncLocalStorage } from "node:async_hooks";

const tails = new Map<string, Promise<unknown>>();
const held = new AsyncLocalStorage<ReadonlySet<string>>();

export const serialised = <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const holding = held.getStore();
  if (holding?.has(key)) return work();
  const inside = () => held.run(new Set([...(holding ?? []), key]), work);
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(inside, inside);
  const tail = run.then(() => undefined, () => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
};
