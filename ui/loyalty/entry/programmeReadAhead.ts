// Owns: the loyalty reads started ahead of the loyalty area (issue 14, the loyalty overview's
// LCP): the marketing area's gate (MarketingSettingGate.tsx) starts the programme's read beside
// its own marketing-setting read when the address is a loyalty page, and the programme summary's
// too when it is the overview (or the area's landing, which shows the overview); the loyalty area
// (LoyaltyArea.tsx) and the overview (OverviewPage.tsx) take them as their first reads, so neither
// waits for the reads before it.
// Decisions where the spec is silent:
// - A read started ahead is taken once: a retry, a save's reload or a later visit reads afresh.
// - It is only for the visit that started it: the gate drops a business's reads when it sends the
//   user to the external portal, and one started more than `READ_AHEAD_KEPT_MS` before it is taken
//   is dropped for a fresh read (a later visit must not show what was read before the user left).
// - Reads are kept per loyalty port and business, so a page's test ports never share one.
// - A read started ahead and never taken is dropped silently; whoever takes it sees its failure
//   as its own.
import type { LoyaltyPort, LoyaltyProgramme, ProgrammeSummary } from "../../ports/loyaltyPort";

/** How long a read started ahead may wait to be taken: a visit's setting read and chunks, with room. */
export const READ_AHEAD_KEPT_MS = 5_000;

type Reads = { readonly programme: LoyaltyProgramme | null; readonly summary: ProgrammeSummary };
type Kind = keyof Reads;
type ReadAhead = { readonly read: Promise<unknown>; readonly startedAt: number };

const started = new WeakMap<LoyaltyPort, Map<string, ReadAhead>>();
const keyOf = (kind: Kind, businessId: string) => `${kind} ${businessId}`;
const readers: { readonly [K in Kind]: (loyalty: LoyaltyPort, businessId: string) => Promise<Reads[K]> } = {
  programme: (loyalty, businessId) => loyalty.getProgramme(businessId),
  summary: (loyalty, businessId) => loyalty.summary(businessId),
};

const readAhead = (kind: Kind, loyalty: LoyaltyPort, businessId: string, now: number): void => {
  const read = readers[kind](loyalty, businessId);
  read.catch(() => undefined);
  const reads = started.get(loyalty) ?? new Map<string, ReadAhead>();
  reads.set(keyOf(kind, businessId), { read, startedAt: now });
  started.set(loyalty, reads);
};

const take = <K extends Kind>(kind: K, loyalty: LoyaltyPort, businessId: string, now: number): Promise<Reads[K]> => {
  const reads = started.get(loyalty);
  const ahead = reads?.get(keyOf(kind, businessId));
  reads?.delete(keyOf(kind, businessId));
  if (ahead === undefined || now - ahead.startedAt > READ_AHEAD_KEPT_MS) return readers[kind](loyalty, businessId);
  return ahead.read as Promise<Reads[K]>;
};

/** Starts reading the programme of `businessId` for the loyalty area to take (`now`: ms, as Date.now()). */
export const readProgrammeAhead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): void =>
  readAhead("programme", loyalty, businessId, now);

/** Starts reading the programme summary of `businessId` for the overview to take. */
export const readSummaryAhead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): void =>
  readAhead("summary", loyalty, businessId, now);

/** Forgets the reads started ahead for `businessId`, if any (the visit they were for is over). */
export const dropReadsAhead = (loyalty: LoyaltyPort, businessId: string): void => {
  (["programme", "summary"] as const).forEach((kind) => started.get(loyalty)?.delete(keyOf(kind, businessId)));
};

/** The programme read started ahead for `businessId` (once, while fresh), else a new read. */
export const takeProgrammeRead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): Promise<LoyaltyProgramme | null> =>
  take("programme", loyalty, businessId, now);

/** The summary read started ahead for `businessId` (once, while fresh), else a new read. */
export const takeSummaryRead = (loyalty: LoyaltyPort, businessId: string, now: number = Date.now()): Promise<ProgrammeSummary> =>
  take("summary", loyalty, businessId, now);
