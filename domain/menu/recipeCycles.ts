// Owns: the recipe graph rules (spec 4 §4, §5): a recipe may contain other recipes, but recipe
// bindings must never form a cycle, and a binding to a recipe that does not exist answers
// 'Unknown Recipe' (the dependency lookup failed).
// Decision where the spec is silent: the cycle message is the spec's rule in words,
// 'Recipe bindings must not form a cycle'.
import type { InventoryBinding } from "./menuFields";

export const UNKNOWN_RECIPE = "Unknown Recipe";
export const RECIPE_CYCLE = "Recipe bindings must not form a cycle";

export interface RecipeNode {
  readonly id: string;
  readonly contains: ReadonlyArray<InventoryBinding>;
}

const recipeIds = (bindings: ReadonlyArray<InventoryBinding>): ReadonlyArray<string> =>
  bindings.filter((binding) => binding.type === "RECIPE").map((binding) => binding.id);

/** 'Unknown Recipe' when a RECIPE binding names no recipe of `recipes` (nor `self`), else null. */
export const unknownRecipeProblem = (recipes: ReadonlyArray<{ readonly id: string }>, bindings: ReadonlyArray<InventoryBinding>, self?: string): string | null => {
  const known = new Set(recipes.map((recipe) => recipe.id));
  if (self !== undefined) known.add(self);
  return recipeIds(bindings).every((id) => known.has(id)) ? null : UNKNOWN_RECIPE;
};

/** True when the recipes, with `changed` in place of (or added to) its namesake, contain a cycle through `changed`. */
export const formsCycle = (recipes: ReadonlyArray<RecipeNode>, changed: RecipeNode): boolean => {
  const graph = new Map(recipes.map((recipe) => [recipe.id, recipeIds(recipe.contains)]));
  graph.set(changed.id, recipeIds(changed.contains));
  const seen = new Set<string>();
  const stack = [...(graph.get(changed.id) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === changed.id) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
  return false;
};

/** The refusal of a recipe create or update: unknown recipe first, then a cycle; null when fine. */
export const recipeProblem = (recipes: ReadonlyArray<RecipeNode>, changed: RecipeNode): string | null =>
  unknownRecipeProblem(recipes, changed.contains, changed.id) ?? (formsCycle(recipes, changed) ? RECIPE_CYCLE : null);
