// Test support for the fuzz suite (fuzz.test.ts): the hostile values it sends and how it
// mutates a sample body, one node at a time (a node: any value of the body, lists through their
// first item) or at random.
export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json };
export type PathItem = string | number;

/** A hostile value for a field, and whether it can never be valid anywhere. */
export interface Hostile {
  readonly label: string;
  readonly value: Json | typeof MISSING;
  readonly mustRefuse: boolean;
}

export const MISSING = Symbol("missing key");
const LONG = "x".repeat(100_000);

export const PATH_IDS: ReadonlyArray<readonly [string, boolean]> = [
  ["%00", true], ["a%00b", true], ["%0A", true], ["%1F", true], ["%7F", true], ["x".repeat(65), true], ["x".repeat(200), true],
  ["%F0%9F%98%80", false], ["%E2%80%AE", false], ["%C0%AF", false], ["..", false], ["null", false], ["-1", false], ["1e308", false],
];
export const NOT_OBJECTS: ReadonlyArray<Json> = [[], [{}], "text", 42, null, true];

export const hostilesFor = (value: Json, inObject: boolean): ReadonlyArray<Hostile> => {
  const anywhere: Hostile[] = [{ label: "null", value: null, mustRefuse: false }];
  if (inObject) anywhere.push({ label: "missing", value: MISSING, mustRefuse: false });
  if (typeof value === "string") {
    return [
      ...anywhere,
      { label: "NUL", value: `${value}\u0000`, mustRefuse: true },
      { label: "BEL", value: `${value}\u0007`, mustRefuse: true },
      { label: "lone surrogate", value: `${value}\ud800`, mustRefuse: true },
      { label: "100k", value: LONG, mustRefuse: true },
      { label: "newline", value: `${value}\nx`, mustRefuse: false },
      { label: "blank", value: "   ", mustRefuse: false },
      { label: "number", value: 1, mustRefuse: false },
    ];
  }
  if (typeof value === "number") {
    return [
      ...anywhere,
      { label: "1e308", value: 1e308, mustRefuse: true },
      { label: "-1e308", value: -1e308, mustRefuse: true },
      { label: "2^53-1", value: Number.MAX_SAFE_INTEGER, mustRefuse: false },
      { label: "-(2^53-1)", value: -Number.MAX_SAFE_INTEGER, mustRefuse: false },
      { label: "tiny", value: 5e-324, mustRefuse: false },
      { label: "NaN text", value: "NaN", mustRefuse: false },
      { label: "1e308 text", value: "1e308", mustRefuse: false },
    ];
  }
  if (Array.isArray(value)) {
    const item = value[0] ?? "x";
    return [
      ...anywhere,
      { label: "10k items", value: Array.from({ length: 10_000 }, () => item), mustRefuse: true },
      { label: "empty", value: [], mustRefuse: false },
      { label: "object", value: {}, mustRefuse: false },
    ];
  }
  if (typeof value === "object" && value !== null) {
    return [...anywhere, { label: "array", value: [], mustRefuse: false }, { label: "text", value: "x", mustRefuse: false }];
  }
  return [...anywhere, { label: "text", value: "true", mustRefuse: false }];
};

/** Every node of a sample: the path to it and its value (arrays: the array and its first item). */
export const nodesOf = (value: Json, path: ReadonlyArray<PathItem> = []): ReadonlyArray<{ path: ReadonlyArray<PathItem>; value: Json; inObject: boolean }> => {
  const here = path.length === 0 ? [] : [{ path, value, inObject: typeof path[path.length - 1] === "string" }];
  if (Array.isArray(value)) return value.length === 0 ? here : [...here, ...nodesOf(value[0] as Json, [...path, 0])];
  if (typeof value === "object" && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, child]) => nodesOf(child, [...path, key]))];
  }
  return here;
};

/** A deep copy of `body` with the node at `path` replaced (or removed for MISSING); unchanged when an earlier mutation removed the path or changed its shape (an object turned into an array has no `length` field to set). */
export const replaced = (body: Json, path: ReadonlyArray<PathItem>, value: Json | typeof MISSING): Json => {
  const copy = structuredClone(body) as Record<PathItem, Json>;
  let parent: unknown = copy;
  for (const item of path.slice(0, -1)) parent = typeof parent === "object" && parent !== null ? (parent as Record<PathItem, Json>)[item] : undefined;
  if (typeof parent !== "object" || parent === null) return copy;
  const last = path[path.length - 1] as PathItem;
  if (Array.isArray(parent) !== (typeof last === "number")) return copy;
  if (value === MISSING) delete (parent as Record<PathItem, Json>)[last];
  else (parent as Record<PathItem, Json>)[last] = value;
  return copy;
};

export const pathOf = (value: ReadonlyArray<PathItem>): string => value.map(String).join(".");
