// The local-disk files adapter (fileStore.ts; ARCHITECTURE §2.5 "local disk under DATA_DIR by
// default"): an object is two files under the root, `{key}` with its bytes and `{key}.meta.json`
// with what fileStore.ts keeps about it.
// Decisions: a put writes both files to temporary names, flushes them to disk (fsync) and renames
// them into place, metadata last, so a reader sees the old object or the new one, never half of
// one, and an acknowledged upload survives a crash. A key is checked before it touches the disk
// (no `..`, no absolute path), so nothing outside the root is read or written.
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { type FileStore, type StoredFile, requireFileKey, storedFile } from "./fileStore";

const META = ".meta.json";

const writeDurably = async (target: string, bytes: Uint8Array): Promise<void> => {
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
};

const missing = (error: unknown): boolean => (error as { code?: unknown }).code === "ENOENT";

export const localDiskFileStore = (root: string): FileStore => {
  const pathOf = (key: string): string => path.join(root, ...requireFileKey(key).split("/"));
  return {
    put: async (key, bytes, options) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const file = storedFile(key, bytes, options);
      await writeDurably(target, bytes);
      await writeDurably(`${target}${META}`, new TextEncoder().encode(JSON.stringify(file)));
      return file;
    },
    get: async (key) => {
      const target = pathOf(key);
      try {
        const file = JSON.parse(await readFile(`${target}${META}`, "utf8")) as StoredFile;
        const bytes = new Uint8Array(await readFile(target));
        return { file, bytes };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
};
