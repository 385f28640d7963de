// Which WAL segments a flush makes durable: those written since the previous flush began, found
// without looking at every segment the folder keeps.
import { mkdtemp, mkdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { walFlusher } from "./walFlusher";

const segment = (n: number) => n.toString(16).toUpperCase().padStart(24, "0");
const HOUR_AGO = (Date.now() - 3_600_000) / 1000;

describe("walFlusher", () => {
  let dataDir: string;
  let synced: string[];
  const flusher = () => walFlusher(dataDir, async (path) => void synced.push(path));
  const wal = (n: number) => join(dataDir, "pg_wal", segment(n));
  const written = (n: number) => writeFile(wal(n), `written ${Date.now()}`);
  const old = async (n: number) => {
    await writeFile(wal(n), "old or recycled");
    await utimes(wal(n), HOUR_AGO, HOUR_AGO);
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "wal-"));
    await mkdir(join(dataDir, "pg_wal"));
    synced = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("syncs every segment on its first flush, knowing nothing of what was synced before", async () => {
    await old(1);
    await written(2);
    await old(3);
    await flusher().flush();
    expect(synced).toEqual([wal(1), wal(2), wal(3), join(dataDir, "pg_wal")]);
  });

  it("then syncs the segments written since the last flush began, not the older ones nor those recycled ahead", async () => {
    await old(1);
    await old(2);
    await old(3);
    await old(4);
    await writeFile(join(dataDir, "pg_wal", "archive_status"), "not a segment");
    const { flush } = flusher();
    await flush();
    synced = [];
    await written(2);
    await flush();
    expect(synced).toEqual([wal(2), join(dataDir, "pg_wal")]);
    synced = [];
    // PostgreSQL moves on to segment 3, recycled ahead: 2 is still within the timestamp slack.
    await written(3);
    await flush();
    expect(synced).toEqual([wal(2), wal(3), join(dataDir, "pg_wal")]);
  });

  it("never skips the segment being written, whatever order the flushes found them in", async () => {
    await old(1);
    await old(5);
    const { flush } = flusher();
    await flush();
    for (const n of [2, 3, 4]) {
      synced = [];
      await written(n);
      await flush();
      expect(synced).toContain(wal(n));
      expect(synced).not.toContain(wal(5));
    }
  });

  it("shares one flush among the commits that ask while it runs", async () => {
    await written(1);
    const { flush } = flusher();
    await Promise.all([flush(), flush(), flush(), flush()]);
    // The first runs alone; the three that came meanwhile share the second.
    expect(synced.filter((path) => path.endsWith("pg_wal"))).toHaveLength(2);
  });
});
