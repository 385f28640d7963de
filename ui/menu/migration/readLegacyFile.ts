// Owns: reading a chosen legacy menu export (JSON, as the legacy server exported it:
// {categories, addonGroups, products}, each record with its `_id`; README "Migrating a legacy
// menu") into the migration's body, refusing before any upload what is not one: no file, a file
// over 2 MB (the server's body bound), or JSON that is not a legacy menu export.
import { Result, Schema } from "effect";
import { LegacyMenuExport } from "../../../domain/menu/legacyMigrationInput";

export const MAX_LEGACY_BYTES = 2 * 1024 * 1024;
export const NO_FILE = "Choose a file";
export const FILE_TOO_LARGE = "File is too large (max 2 MB)";
export const NOT_LEGACY = "This file is not a legacy menu export";

const decode = Schema.decodeUnknownResult(LegacyMenuExport);

export const parseLegacyExport = (text: string): LegacyMenuExport => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(NOT_LEGACY);
  }
  const decoded = decode(json);
  if (Result.isFailure(decoded)) throw new Error(NOT_LEGACY);
  return decoded.success;
};

export const readLegacyFile = async (file: File | null): Promise<LegacyMenuExport> => {
  if (file === null) throw new Error(NO_FILE);
  if (file.size > MAX_LEGACY_BYTES) throw new Error(FILE_TOO_LARGE);
  return parseLegacyExport(await file.text());
};
