// Owns: the download URL of a stored file (adapters/files/fileStore.ts), as the server answers it
// and as a document that refers to the file (the member card design's image) keeps it:
// `/api/v2/files/{key}?v={version}`. The version is the stored object's digest, so the URL names
// one upload: a later upload at the same key gets another URL, and a long cache is safe.
export const FILES_PATH = "/api/v2/files/";

const DOWNLOAD_URL = /^\/api\/v2\/files\/([A-Za-z0-9._/-]+)\?v=([0-9a-f]{16})$/;

export const fileDownloadUrl = (key: string, version: string): string => `${FILES_PATH}${key}?v=${version}`;

/** The key and version a download URL names, or null when it is not one. */
export const parseFileDownloadUrl = (url: string): { readonly key: string; readonly version: string } | null => {
  const match = DOWNLOAD_URL.exec(url);
  return match?.[1] === undefined || match[2] === undefined ? null : { key: match[1], version: match[2] };
};
