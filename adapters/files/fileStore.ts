// The files port (ARCHITECTURE §2.5 `files/`: image storage, local disk under DATA_DIR by
// default): objects stored under a slash-separated key with their content type, cache control
// and metadata (spec 2 §7: the member card image lives at
// business/{businessId}/membership/design/image.png with contentType, cacheControl and
// businessId). Every put gives the object a new `version` (a digest of its bytes), which its
// download URL carries, so a re-uploaded image at the same key is never served from an old cache.
// Adapters: memoryFileStore.ts (tests), localDiskFileStore.ts (the server); one contract suite,
// fileStore.contract.test.ts, runs against both.
import { createHash } from "node:crypto";

export interface StoredFile {
  readonly key: string;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly size: number;
  readonly version: string;
}

export interface FileContent {
  readonly file: StoredFile;
  readonly bytes: Uint8Array;
}

export interface PutOptions {
  readonly contentType: string;
  readonly cacheControl: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface FileStore {
  readonly put: (key: string, bytes: Uint8Array, options: PutOptions) => Promise<StoredFile>;
  /** The object at `key`, or null. */
  readonly get: (key: string) => Promise<FileContent | null>;
}

export class InvalidFileKey extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${key}`);
    this.name = "InvalidFileKey";
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are relative paths of plain segments (no `..`, no leading slash), at most 512 characters. */
export const isFileKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && key.split("/").every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");

export const requireFileKey = (key: string): string => {
  if (!isFileKey(key)) throw new InvalidFileKey(key);
  return key;
};

export const storedFile = (key: string, bytes: Uint8Array, options: PutOptions): StoredFile => ({
  key,
  contentType: options.contentType,
  cacheControl: options.cacheControl,
  metadata: { ...options.metadata },
  size: bytes.length,
  version: createHash("sha256").update(bytes).digest("hex").slice(0, 16),
});
