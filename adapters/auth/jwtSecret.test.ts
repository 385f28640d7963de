import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SECRET_FILE, loadJwtSecret } from "./jwtSecret";

describe("the JWT secret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "jwt-secret-")), "data");
  });
  afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it("is generated once into DATA_DIR, readable by the owner only, and read back on the next start", async () => {
    const first = await loadJwtSecret(dataDir, undefined);
    expect(first).toHaveLength(32);
    expect((await stat(path.join(dataDir, SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await loadJwtSecret(dataDir, undefined))).toEqual(Buffer.from(first));
  });

  it("agrees when two processes create it at once", async () => {
    const [a, b] = await Promise.all([loadJwtSecret(dataDir, undefined), loadJwtSecret(dataDir, undefined)]);
    expect(Buffer.from(a)).toEqual(Buffer.from(b));
  });

  it("takes JWT_SECRET when set, and refuses one shorter than 32 bytes", async () => {
    const secret = "a-long-enough-secret-of-32-bytes!";
    expect(Buffer.from(await loadJwtSecret(dataDir, secret)).toString()).toBe(secret);
    await expect(loadJwtSecret(dataDir, "short")).rejects.toThrow("JWT_SECRET must be at least 32 bytes long");
  });
});
