// Password hashing with scrypt (node:crypto), ASVS V2.4: cost N = 2^17, r = 8, p = 1, a 16-byte
// random salt and a 32-byte key, encoded PHC-style so the cost travels with the hash:
//   $scrypt$ln=17,r=8,p=1$<salt, base64 no padding>$<key, base64 no padding>
// Verification reads the cost from the encoded string (a future cost change keeps old hashes
// valid) within bounds, so a corrupted record cannot demand unbounded memory, and compares in
// constant time. `verify(password, null)` runs against a decoy hash and answers false: sign-in
// with an unknown phone costs what a wrong password costs (no account discovery by timing).
// Decision: passwords are hashed as given (no trimming or Unicode normalisation), like the forms.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface PasswordHasher {
  readonly hash: (password: string) => Promise<string>;
  /** True when `password` matches `encoded`; false for a mismatch, a malformed or absent hash. */
  readonly verify: (password: string, encoded: string | null) => Promise<boolean>;
}

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

export const DEFAULT_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_COST: ScryptCost = { logN: 20, r: 16, p: 4 };
const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const derive = (password: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> => {
  const N = 2 ** cost.logN;
  // scrypt needs about 128 * N * r bytes; allow twice that so Node never refuses a valid cost.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  );
};

const b64 = (bytes: Buffer): string => bytes.toString("base64").replace(/=+$/, "");

const encode = (cost: ScryptCost, salt: Buffer, key: Buffer): string =>
  `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;

const decode = (encoded: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined => {
  const match = ENCODED.exec(encoded);
  if (match === null) return undefined;
  const [, logN, r, p, salt, key] = match;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const withinBounds = cost.logN >= 1 && cost.r >= 1 && cost.p >= 1 &&
    cost.logN <= MAX_COST.logN && cost.r <= MAX_COST.r && cost.p <= MAX_COST.p;
  if (!withinBounds || salt === undefined || key === undefined) return undefined;
  return { cost, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
};

export const scryptPasswordHasher = (cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher => {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES);
    return encode(cost, salt, await derive(password, salt, KEY_BYTES, cost));
  };
  let decoy: Promise<string> | undefined;
  const verify = async (password: string, encoded: string | null): Promise<boolean> => {
    const stored = decode(encoded ?? (await (decoy ??= hash(randomBytes(SALT_BYTES).toString("hex")))));
    if (stored === undefined || stored.key.length === 0) return false;
    const candidate = await derive(password, stored.salt, stored.key.length, stored.cost);
    return timingSafeEqual(candidate, stored.key) && encoded !== null;
  };
  return { hash, verify };
};
