// What the memory store gives reactions (domain/engine/reaction.ts): its log in commit order and
// the checkpoints in a map. Appends to the memory store run one at a time and land in the log
// only once committed, so log order is commit order and the transaction part of a cursor is
// unused ("0"); the lease rules are those of the SQL table (sqlReactionLog.ts).
import type { EventStore } from "../../domain/engine/eventStore";
import type { RecordedEvent } from "../../domain/engine/events";
import { NEW_CHECKPOINT, type ReactionCheckpoint } from "../../domain/engine/reaction";

const cursorOf = (event: RecordedEvent) => ({ tx: "0", position: event.position });

/** Over `log`, the store's own array (positions 1, 2, 3... at indexes 0, 1, 2...). */
export const memoryReactionLog = (log: ReadonlyArray<RecordedEvent>): Pick<EventStore, "readCommitted" | "committedAfter" | "checkpoints"> => {
  const rows = new Map<string, ReactionCheckpoint>();
  return {
    readCommitted: async (after, limit) =>
      log.slice(after.position, after.position + limit).map((event) => ({ cursor: cursorOf(event), event })),
    committedAfter: async (after, cap) => {
      const last = log.at(-1);
      return { head: last === undefined ? { tx: "0", position: 0 } : cursorOf(last), behind: Math.min(cap, Math.max(0, log.length - after.position)) };
    },
    checkpoints: {
      lease: async (name, owner, now, until) => {
        const row = rows.get(name) ?? { name, ...NEW_CHECKPOINT, leaseOwner: null, leaseUntil: 0 };
        if (row.leaseOwner !== null && row.leaseOwner !== owner && row.leaseUntil >= now) return undefined;
        const leased = { ...row, leaseOwner: owner, leaseUntil: until };
        rows.set(name, leased);
        return structuredClone(leased);
      },
      save: async (name, owner, state, until) => {
        const row = rows.get(name);
        if (row?.leaseOwner !== owner) return false;
        rows.set(name, { ...row, ...structuredClone(state), leaseUntil: until });
        return true;
      },
      release: async (name, owner) => {
        const row = rows.get(name);
        if (row?.leaseOwner === owner) rows.set(name, { ...row, leaseOwner: null, leaseUntil: 0 });
      },
      list: async () => [...rows.values()].map((row) => structuredClone(row)).sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
};
