// Picks the query parameters that were given: an optional key of a query Schema must be absent,
// not undefined.
export const definedOf = (fields: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
