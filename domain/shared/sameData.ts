// Owns: whether two values of plain data (what Schemas decode from JSON: objects, arrays, strings,
// numbers, booleans, null) are the same, whatever the order of object keys. The domain runs in
// the browser too, so it cannot lean on Node's util.isDeepStrictEqual.
// Decision: a key whose value is undefined counts as absent (JSON drops it).
export const sameData = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameData(left[key], right[key]));
};
