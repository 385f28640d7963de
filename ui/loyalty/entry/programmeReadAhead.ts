// Owns: the loyalty programme's read started ahead of the loyalty area (issue 14, the loyalty
// overview's LCP): the marketing area's gate (MarketingSettingGate.tsx) starts it beside its own
// marketing-setting read when the address is a loyalty page, and the loyalty area (LoyaltyArea.tsx)
// takes it as its first read, so the programme's title no longer waits for two reads in a row.
// Decisions where the spec is silent:
// - A read started ahead is taken once: a retry, a save's reload or a later visit reads afresh.
// - It is only for the visit that started it: the gate drops it when it sends the user to the
//   external portal, and one started more than `READ_AHEAD_KEPT_MS` before it is taken is dropped
//   for a fresh read (a later visit must not show a programme read before the user left).
// - Reads are kept per loyalty port and business, so a page's test ports never share one.
// - A read started ahead and never taken is dropped silently; whoever takes it sees its failure
//   as its own.
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";

/** How long a read started ahead may wait to be taken: a visit's setting read and chunks, with room. */
export const READ_AHEAD_KEPT_MS = 5_000;

type ReadAhead = { readonly read: Promise<LoyaltyProgramme | null>; readonly startedAt: number };

const started = new WeakMap<LoyaltyPort, Map<string, ReadAhead>>();

/** Starts reading the programme of `businessId` for the loyalty area to take (`now`: ms, as Date.now()). */
export const readProgrammeAhead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): void => {
  const read = loyalty.getProgramme(businessId);
  read.catch(() => undefined);
  const reads = started.get(loyalty) ?? new Map<string, ReadAhead>();
  reads.set(businessId, { read, startedAt: now });
  started.set(loyalty, reads);
};

/** Forgets the read started ahead for `businessId`, if any (the visit it was for is over). */
export const dropProgrammeRead = (loyalty: LoyaltyPort, businessId: string): void => {
  started.get(loyalty)?.delete(businessId);
};

/** The programme read started ahead for `businessId` (once, while fresh), else a new read. */
export const takeProgrammeRead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): Promise<LoyaltyProgramme | null> => {
  const ahead = started.get(loyalty)?.get(businessId);
  dropProgrammeRead(loyalty, businessId);
  if (ahead === undefined || now - ahead.startedAt > READ_AHEAD_KEPT_MS) return loyalty.getProgramme(businessId);
  return ahead.read;
};
