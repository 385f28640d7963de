// The server secret that signs tokens and keys the OTP code hashes: `JWT_SECRET` when set (its
// UTF-8 bytes, at least 32 of them), otherwise 32 random bytes generated once into
// `DATA_DIR/jwt-secret` (hex, file mode 0600) and read back on every start, so sessions survive
// a restart. Decisions: a JWT_SECRET shorter than 32 bytes stops the start (HS256 wants a
// 256-bit key); the file is written under a temporary name and hard-linked into place, so two
// processes starting at once agree on one secret and neither reads a half-written file.
// Several servers sharing one DATABASE_URL must share JWT_SECRET (each DATA_DIR would otherwise
// hold its own).
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const SECRET_BYTES = 32;
export const SECRET_FILE = "jwt-secret";

const fromHexFile = async (file: string): Promise<Uint8Array> => {
  const text = (await readFile(file, "utf8")).trim();
  if (!/^[0-9a-f]{64,}$/.test(text)) throw new Error(`${file} does not hold a hex secret of ${SECRET_BYTES} bytes`);
  return Buffer.from(text, "hex");
};

const isAlreadyThere = (error: unknown): boolean => (error as { code?: unknown }).code === "EEXIST";

export const loadJwtSecret = async (dataDir: string, fromEnv: string | undefined): Promise<Uint8Array> => {
  if (fromEnv !== undefined && fromEnv !== "") {
    const bytes = Buffer.from(fromEnv, "utf8");
    if (bytes.length < SECRET_BYTES) throw new Error(`JWT_SECRET must be at least ${SECRET_BYTES} bytes long`);
    return bytes;
  }
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await writeFile(draft, `${randomBytes(SECRET_BYTES).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    await link(draft, file);
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return fromHexFile(file);
};
