import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InventoryBinding } from "./menuFields";
import { RECIPE_CYCLE, type RecipeNode, UNKNOWN_RECIPE, formsCycle, recipeProblem } from "./recipeCycles";

const binding = (id: string): InventoryBinding => ({ type: "RECIPE", id, quantity: 1, measurement: null });
const N = 6;
const ids = Array.from({ length: N }, (_, i) => `r${i}`);

/** A random acyclic recipe graph: recipe i only contains recipes of higher index. */
const acyclic = fc.array(fc.array(fc.nat(N - 1), { maxLength: 3 }), { minLength: N, maxLength: N })
  .map((edges) => ids.map((id, i): RecipeNode => ({ id, contains: edges[i]!.filter((j) => j > i).map((j) => binding(ids[j]!)) })));

/** Reference: a graph has a cycle iff Kahn's algorithm cannot remove every node. */
const hasCycle = (recipes: ReadonlyArray<RecipeNode>): boolean => {
  const indegree = new Map(recipes.map((r) => [r.id, 0]));
  for (const r of recipes) for (const b of r.contains) indegree.set(b.id, (indegree.get(b.id) ?? 0) + 1);
  const queue = [...indegree].filter(([, d]) => d === 0).map(([id]) => id);
  let removed = 0;
  while (queue.length > 0) {
    const id = queue.pop()!;
    removed += 1;
    for (const b of recipes.find((r) => r.id === id)?.contains ?? []) {
      const d = (indegree.get(b.id) ?? 0) - 1;
      indegree.set(b.id, d);
      if (d === 0) queue.push(b.id);
    }
  }
  return removed < indegree.size;
};

describe("recipe cycles (properties)", () => {
  it("refuses a change exactly when the changed graph has a cycle", () => {
    fc.assert(fc.property(acyclic, fc.nat(N - 1), fc.array(fc.nat(N - 1), { maxLength: 3 }), (recipes, at, targets) => {
      const changed: RecipeNode = { id: ids[at]!, contains: targets.map((j) => binding(ids[j]!)) };
      const after = recipes.map((r) => (r.id === changed.id ? changed : r));
      expect(formsCycle(recipes, changed)).toBe(hasCycle(after));
      expect(recipeProblem(recipes, changed)).toBe(hasCycle(after) ? RECIPE_CYCLE : null);
    }));
  });

  it("never refuses a recipe that contains only SKUs", () => {
    fc.assert(fc.property(acyclic, fc.nat(N - 1), (recipes, at) => {
      expect(recipeProblem(recipes, { id: ids[at]!, contains: [{ type: "SKU", id: "sku", quantity: 2, measurement: null }] })).toBeNull();
    }));
  });

  it("answers 'Unknown Recipe' for a binding to a recipe that does not exist", () => {
    fc.assert(fc.property(acyclic, fc.string({ minLength: 1 }).filter((s) => !ids.includes(s)), (recipes, missing) => {
      expect(recipeProblem(recipes, { id: "new", contains: [binding(missing)] })).toBe(UNKNOWN_RECIPE);
    }));
  });

  it("refuses a recipe that contains itself", () => {
    expect(recipeProblem([], { id: "r0", contains: [binding("r0")] })).toBe(RECIPE_CYCLE);
  });
});
