// Structural equality of JSON values, ignoring the order of object keys and keys whose value is
// undefined (absent in JSON). Deciders compare a requested document with the stored one this
// way: the SQL stores keep events as JSONB, which reorders keys, so comparing JSON text would
// take an unchanged document for a changed one.
const definedKeys = (value: object): ReadonlyArray<string> =>
  Object.entries(value).filter(([, v]) => v !== undefined).map(([key]) => key);

export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const keys = definedKeys(a);
  const record = (value: object) => value as Readonly<Record<string, unknown>>;
  return keys.length === definedKeys(b).length && keys.every((key) => sameValue(record(a)[key], record(b)[key]));
};
