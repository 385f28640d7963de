import { describe, expect, it } from "vitest";
import { scryptPasswordHasher } from "./passwordHasher";

const cheap = scryptPasswordHasher({ logN: 10, r: 8, p: 1 });

describe("scrypt password hasher", () => {
  it("hashes with N = 2^17, r = 8, p = 1, a 16-byte salt and a 32-byte key, and verifies", async () => {
    const hasher = scryptPasswordHasher();
    const encoded = await hasher.hash("correct horse");
    const [, , params, salt, key] = encoded.split("$");
    expect(encoded.startsWith("$scrypt$")).toBe(true);
    expect(params).toBe("ln=17,r=8,p=1");
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(32);
    expect(await hasher.verify("correct horse", encoded)).toBe(true);
  });

  it("refuses a wrong password", async () => {
    const encoded = await cheap.hash("correct horse");
    expect(await cheap.verify("correct horse ", encoded)).toBe(false);
    expect(await cheap.verify("", encoded)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await cheap.hash("same password")).not.toBe(await cheap.hash("same password"));
  });

  it("reads the cost from the hash, so a hash made at another cost still verifies", async () => {
    const encoded = await scryptPasswordHasher({ logN: 11, r: 8, p: 1 }).hash("older account");
    expect(await cheap.verify("older account", encoded)).toBe(true);
  });

  it("answers false for an absent, malformed or unbounded hash", async () => {
    expect(await cheap.verify("anything", null)).toBe(false);
    expect(await cheap.verify("anything", "plain-text")).toBe(false);
    const encoded = await cheap.hash("anything");
    expect(await cheap.verify("anything", encoded.replace("ln=10", "ln=40"))).toBe(false);
  });
});
