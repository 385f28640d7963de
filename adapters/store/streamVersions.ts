// The version of each stream a store has read or appended (a sole writer, PGlite, owned by one
// process; or a store whose other writers' commit notices move it, commitFeed.ts), so that a
// load already at that version needs no query. Only versions that moved through this store are
// known; a stream not seen lately is read from the table as usual.
// Decision: at most KEPT streams are remembered, the least recently moved forgotten first, so
// 100,000 members folded once do not stay in memory for ever.
const KEPT = 50_000;

export interface StreamVersions {
  /** The stream's version if this store knows it, else undefined. */
  readonly current: (streamId: string) => number | undefined;
  /** The stream is at `version` now (a version is never taken back). */
  readonly moved: (streamId: string, version: number) => void;
  /** The stream moved past what is known (a lost race): read it again next time. */
  readonly forget: (streamId: string) => void;
  readonly clear: () => void;
}

export const streamVersions = (enabled: boolean, kept = KEPT): StreamVersions => {
  const known = new Map<string, number>();
  return {
    current: (streamId) => (enabled ? known.get(streamId) : undefined),
    moved: (streamId, version) => {
      if (!enabled) return;
      const before = known.get(streamId);
      if (before !== undefined && before >= version) return;
      known.delete(streamId);
      known.set(streamId, version);
      if (known.size > kept) known.delete(known.keys().next().value as string);
    },
    forget: (streamId) => {
      known.delete(streamId);
    },
    clear: () => known.clear(),
  };
};
