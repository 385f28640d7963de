// Owns: record identifiers (spec 1 §9): 24-character hex object ids, and local document-store
// ids made of a type prefix plus an ISO timestamp. Generation takes its randomness and instant
// as arguments; nothing here reads a clock or a random source.
// Decisions (spec silent):
// - Object ids follow the MongoDB layout: 4 bytes of Unix seconds (big-endian) then 8 random
//   bytes, lower-case. Ids made in the same second sort by their random part. Reading accepts
//   either case.
// - Document ids are "<prefix>_<instant to the millisecond, UTC>", e.g.
//   "product_2024-05-01T08:30:00.000Z": ids of one type sort by creation, and a prefix range
//   ("product_" to "product_\uffff") lists one type. Prefixes are letters and digits, starting
//   with a letter (camelCase such as "addonGroup"). Two documents of one type created in the
//   same millisecond collide; the store reports that as '{key} has constraint'.
import { Temporal } from "temporal-polyfill";

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const TYPE_PREFIX = /^[A-Za-z][A-Za-z0-9]*$/;
const DOCUMENT_ID = /^([A-Za-z][A-Za-z0-9]*)_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;
const MAX_OBJECT_ID_SECONDS = 0xffff_ffff;

export const isObjectId = (text: string): boolean => OBJECT_ID.test(text);

const hex = (value: number, width: number): string => value.toString(16).padStart(width, "0");

/** A fresh object id; `random` yields numbers in [0, 1) (the DecideContext's seeded source). */
export const objectId = (random: () => number, now: Temporal.Instant): string => {
  const seconds = Math.floor(now.epochMilliseconds / 1000);
  if (seconds < 0 || seconds > MAX_OBJECT_ID_SECONDS) {
    throw new RangeError(`instant ${now.toString()} is outside the object id range`);
  }
  let tail = "";
  for (let i = 0; i < 8; i += 1) tail += hex(Math.min(255, Math.max(0, Math.floor(random() * 256))), 2);
  return hex(seconds, 8) + tail;
};

/** The second an object id was made in. */
export const objectIdInstant = (id: string): Temporal.Instant | null =>
  isObjectId(id) ? Temporal.Instant.fromEpochMilliseconds(parseInt(id.slice(0, 8), 16) * 1000) : null;

export const isTypePrefix = (text: string): boolean => TYPE_PREFIX.test(text);

/** "product" at 2024-05-01T08:30Z -> "product_2024-05-01T08:30:00.000Z". */
export const documentId = (typePrefix: string, now: Temporal.Instant): string => {
  if (!isTypePrefix(typePrefix)) throw new RangeError(`invalid document type prefix "${typePrefix}"`);
  return `${typePrefix}_${now.toString({ fractionalSecondDigits: 3 })}`;
};

/** The prefix and creation instant of a document id, or null when it is not one. */
export const parseDocumentId = (
  id: string,
): { readonly typePrefix: string; readonly createdAt: Temporal.Instant } | null => {
  const match = DOCUMENT_ID.exec(id);
  if (match === null || match[1] === undefined || match[2] === undefined) return null;
  try {
    return { typePrefix: match[1], createdAt: Temporal.Instant.from(match[2]) };
  } catch {
    return null;
  }
};

/** The key range holding every document id of one type, for a prefix-range query. */
export const documentIdRange = (typePrefix: string): { readonly start: string; readonly end: string } => ({
  start: `${typePrefix}_`,
  end: `${typePrefix}_\uffff`,
});
