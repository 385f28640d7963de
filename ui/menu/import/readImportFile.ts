// Owns: reading a chosen spreadsheet into the import's file (its name and its bytes as base64),
// refusing what the server would refuse anyway before any upload: a file over 2 MB ('File is too
// large (max 2 MB)', the server's message) or no file.
import type { ImportFile } from "../../../machines/menu/importMenu.machine";

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const FILE_TOO_LARGE = "File is too large (max 2 MB)";
export const NO_FILE = "Choose a file";

const base64Of = (bytes: Uint8Array): string => {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
};

export const readImportFile = async (file: File | null): Promise<ImportFile> => {
  if (file === null) throw new Error(NO_FILE);
  if (file.size > MAX_IMPORT_BYTES) throw new Error(FILE_TOO_LARGE);
  return { name: file.name, content: base64Of(new Uint8Array(await file.arrayBuffer())) };
};
