// The one contract every files adapter keeps (fileStore.ts), run against each adapter.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type FileStore, InvalidFileKey } from "./fileStore";
import { localDiskFileStore } from "./localDiskFileStore";
import { memoryFileStore } from "./memoryFileStore";

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

const adapters: ReadonlyArray<readonly [string, () => Promise<FileStore>]> = [
  ["memory", async () => memoryFileStore()],
  ["local disk", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "files-"));
    roots.push(root);
    return localDiskFileStore(root);
  }],
];

const options = { contentType: "image/png", cacheControl: "public, max-age=60", metadata: { businessId: "b1" } };
const KEY = "business/b1/membership/design/image.png";

describe.each(adapters)("files adapter: %s", (_, make) => {
  it("gives back what was put, with its content type, cache control and metadata", async () => {
    const files = await make();
    const stored = await files.put(KEY, new Uint8Array([1, 2, 3]), options);
    expect(stored).toEqual({ key: KEY, ...options, size: 3, version: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(await files.get(KEY)).toEqual({ file: stored, bytes: new Uint8Array([1, 2, 3]) });
  });

  it("answers null for a key never put", async () => {
    expect(await (await make()).get("business/none/image.png")).toBeNull();
  });

  it("replaces an object at the same key with a new version", async () => {
    const files = await make();
    const first = await files.put(KEY, new Uint8Array([1]), options);
    const second = await files.put(KEY, new Uint8Array([2]), { ...options, contentType: "image/webp" });
    expect(second.version).not.toBe(first.version);
    expect(await files.get(KEY)).toEqual({ file: second, bytes: new Uint8Array([2]) });
  });

  it.each(["../escape.png", "/etc/passwd", "a//b", "a/./b", "", "a/../../b"])("refuses the key %j", async (key) => {
    const files = await make();
    await expect(files.put(key, new Uint8Array([1]), options)).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(files.get(key)).rejects.toBeInstanceOf(InvalidFileKey);
  });
});
