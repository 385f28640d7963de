// Durability for PGlite. PGlite runs PostgreSQL with fsync off over Node's filesystem, which
// never flushes: a commit is only in the OS page cache, safe from a crashed process but not
// from a power cut. After each commit we fsync the WAL segments written since the last flush
// (and their directory, for new segments) before acknowledging. Concurrent commits share one
// flush (group commit): a commit that arrives while a flush runs waits for the next round,
// which covers it and every other commit that queued meanwhile.
// Checkpoints also write data pages without fsync, so `syncAll` (after CHECKPOINT, at close)
// flushes the whole data folder; see README "Durability" for the exact guarantee.
import { open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

const fsyncPath = async (path: string) => {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

export interface WalFlusher {
  /** Resolves once every commit finished before the call is on disk. */
  readonly flush: () => Promise<void>;
  /** fsyncs every folder and every file changed since the previous call under the data directory. */
  readonly syncAll: () => Promise<void>;
}

export const walFlusher = (dataDir: string, fsync: (path: string) => Promise<void> = fsyncPath): WalFlusher => {
  const walDir = join(dataDir, "pg_wal");
  // Files written after a flush began have an mtime at or after that moment, give or take the
  // kernel's coarse timestamp tick; one second of slack covers it.
  const TIMESTAMP_SLACK_MS = 1000;
  let previousFlushStartedAt = 0;
  // The WAL is written in segment name order, so a flush looks at the segments from the last one
  // it found written, and stops at the first one not written since after one that was: segments
  // PostgreSQL recycled ahead of use (dozens of them) are then neither looked at nor synced.
  let lastWritten = "";
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const flushOnce = async () => {
    const startedAt = Date.now();
    const segments = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= lastWritten).sort();
    let found = false;
    for (const name of segments) {
      const path = join(walDir, name);
      const { mtimeMs } = await stat(path);
      if (mtimeMs >= previousFlushStartedAt - TIMESTAMP_SLACK_MS) {
        await fsync(path);
        // The first flush syncs every segment, recycled ones too: none of them marks the place.
        if (previousFlushStartedAt > 0) {
          lastWritten = name;
          found = true;
        }
      } else if (found) break;
    }
    await fsync(walDir);
    previousFlushStartedAt = startedAt;
  };

  const flush = (): Promise<void> => {
    if (queued !== undefined) return queued;
    if (running === undefined) {
      running = flushOnce().finally(() => (running = undefined));
      return running;
    }
    queued = running.then(
      () => {
        queued = undefined;
        return flush();
      },
      () => {
        queued = undefined;
        return flush();
      },
    );
    return queued;
  };

  // Only what changed since the previous full sync began needs another fsync.
  let previousSyncAllStartedAt = 0;
  const syncTree = async (dir: string, since: number): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await syncTree(path, since);
      else if (entry.isFile() && (await stat(path)).mtimeMs >= since) await fsync(path);
    }
    await fsync(dir);
  };
  const syncAll = async () => {
    const startedAt = Date.now();
    await syncTree(dataDir, previousSyncAllStartedAt - TIMESTAMP_SLACK_MS);
    previousSyncAllStartedAt = startedAt;
  };

  return { flush, syncAll };
};
