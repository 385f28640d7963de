// The DecideContext of a live command: the real instant, the business's time zone, object ids
// and a random source seeded from the operating system's secure generator. Deciders record
// whatever they draw in their events, so the seed itself need not be kept.
import { randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import type { DecideContext } from "../../domain/engine/decider";
import { objectId } from "../../domain/shared/ids";

const DEFAULT_TIME_ZONE = "Asia/Kuala_Lumpur";

/** xoshiro128** seeded with 128 secure random bits: fast, uniform, never Math.random. Seeded on
 *  the first draw: most contexts (every read asks one for `now`) never draw. */
const seededRandom = (): (() => number) => {
  let seeded = false;
  let [a, b, c, d] = [1, 1, 1, 1];
  return () => {
    if (!seeded) {
      const seed = randomBytes(16);
      [a, b, c, d] = [0, 4, 8, 12].map((offset) => seed.readUInt32LE(offset) | 1) as [number, number, number, number];
      seeded = true;
    }
    const result = Math.imul(Math.imul(b, 5) << 7 | Math.imul(b, 5) >>> 25, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result / 4294967296;
  };
};

export const liveContext = (timeZone: string = DEFAULT_TIME_ZONE): DecideContext => {
  const now = Temporal.Now.instant();
  const random = seededRandom();
  return { now, timeZone, random, newId: () => objectId(random, now) };
};
