// The in-memory files adapter (fileStore.ts): for tests and for an app built without a data
// folder. Bytes are copied in and out so a caller cannot change a stored object.
import { type FileContent, type FileStore, requireFileKey, storedFile } from "./fileStore";

export const memoryFileStore = (): FileStore => {
  const objects = new Map<string, FileContent>();
  return {
    put: async (key, bytes, options) => {
      const file = storedFile(requireFileKey(key), bytes, options);
      objects.set(key, { file, bytes: bytes.slice() });
      return file;
    },
    get: async (key) => {
      const found = objects.get(requireFileKey(key));
      return found === undefined ? null : { file: found.file, bytes: found.bytes.slice() };
    },
  };
};
