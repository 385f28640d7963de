// Owns: the loyalty programme's read started ahead of the loyalty area (issue 14, the loyalty
// overview's LCP): the marketing area's gate (MarketingSettingGate.tsx) starts it beside its own
// marketing-setting read when the address is a loyalty page, and the loyalty area (LoyaltyArea.tsx)
// takes it as its first read, so the programme's title no longer waits for two reads in a row.
// Decisions where the spec is silent:
// - A read started ahead is taken once: a retry, a save's reload or a later visit reads afresh.
// - Reads are kept per loyalty port and business, so a page's test ports never share one.
// - A read started ahead and never taken (the setting sent the user to the external portal) is
//   dropped silently; whoever takes it sees its failure as its own.
import type { LoyaltyPort, LoyaltyProgramme } from "../../ports/loyaltyPort";

const started = new WeakMap<LoyaltyPort, Map<string, Promise<LoyaltyProgramme | null>>>();

/** Starts reading the programme of `businessId` for the loyalty area to take. */
export const readProgrammeAhead = (loyalty: LoyaltyPort, businessId: string): void => {
  const read = loyalty.getProgramme(businessId);
  read.catch(() => undefined);
  const reads = started.get(loyalty) ?? new Map<string, Promise<LoyaltyProgramme | null>>();
  reads.set(businessId, read);
  started.set(loyalty, reads);
};

/** The programme read started ahead for `businessId` (once), else a new read. */
export const takeProgrammeRead = (loyalty: LoyaltyPort, businessId: string): Promise<LoyaltyProgramme | null> => {
  const reads = started.get(loyalty);
  const ahead = reads?.get(businessId);
  if (ahead === undefined) return loyalty.getProgramme(businessId);
  reads?.delete(businessId);
  return ahead;
};
