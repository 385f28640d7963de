// Owns: a machine's context as a tree for the collapsible view: objects and arrays are branches
// (captioned with their size), everything else a leaf with its value as JSON.
// Decisions: a node's key is its path from the root ("context.fieldErrors.code"), stable across
// snapshots, so what the user folded stays folded as the run moves; `undefined` and functions,
// which JSON cannot show, read "undefined" and "function".
export interface ContextNode {
  readonly key: string;
  readonly name: string;
  /** The leaf's value as text; absent on a branch. */
  readonly value?: string;
  /** "{2}" for an object of two fields, "[3]" for an array of three; absent on a leaf. */
  readonly size?: string;
  readonly children?: ReadonlyArray<ContextNode>;
}

const leafText = (value: unknown): string => {
  if (value === undefined) return "undefined";
  if (typeof value === "function") return "function";
  return JSON.stringify(value) ?? String(value);
};

export const contextTree = (value: unknown, name = "context", key = name): ContextNode => {
  if (Array.isArray(value)) {
    return { key, name, size: `[${value.length}]`, children: value.map((item, index) => contextTree(item, String(index), `${key}.${index}`)) };
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    return { key, name, size: `{${entries.length}}`, children: entries.map(([field, item]) => contextTree(item, field, `${key}.${field}`)) };
  }
  return { key, name, value: leafText(value) };
};

/** The keys of every branch of the tree, to show it unfolded. */
export const branchKeys = (node: ContextNode): string[] =>
  node.children === undefined ? [] : [node.key, ...node.children.flatMap(branchKeys)];
