// Acknowledged means durable: a child process appends to the embedded store and is killed with
// SIGKILL mid-load; reopening the folder finds every event it acknowledged, with its row.
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { openStore } from "../../adapters/store/openStore";
import { freshDataDir } from "../support/pgliteTemplate";
import { acksProjection } from "./fixtures/acksProjection";

const appendUntilKilled = (dataDir: string, killAfterAcks: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/reliability/fixtures/appendUntilKilled.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let acknowledged = 0;
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match !== null) acknowledged = Number(match[1]);
      }
      if (acknowledged >= killAfterAcks) child.kill("SIGKILL");
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(acknowledged) : reject(new Error(`child exited without being killed (${signal})`))));
  });

describe("embedded store after SIGKILL", () => {
  it("keeps every acknowledged event and its projection row", async () => {
    const dataDir = await freshDataDir();
    try {
      const acknowledged = await appendUntilKilled(dataDir, 150);
      expect(acknowledged).toBeGreaterThanOrEqual(150);
      const reopened = await openStore({ dataDir, projections: [acksProjection] });
      const { version, events } = await reopened.store.readStream("crash-test");
      expect(version).toBeGreaterThanOrEqual(acknowledged);
      expect(events.slice(0, acknowledged).map((e) => (e.data as { n: number }).n)).toEqual(
        Array.from({ length: acknowledged }, (_, i) => i + 1),
      );
      expect((await reopened.store.readModels.list("acks")).total).toBe(version);
      await reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
