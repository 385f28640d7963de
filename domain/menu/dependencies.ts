// Owns: the dependency rules between menu items (spec 4 §4), as pure functions the UI and the
// server share: which items block a delete, and which uses protect a unit's measurements.
// Decisions where the spec is silent:
// - Every blocked delete answers 'Cannot delete {name}: used by {kind} {names}' (kinds joined
//   by '; '), except a product used as an add-on: the spec's 'Failed to delete {product} in
//   {group} addon group'. Schedulers and variants, whose delete the spec says "lists" the users,
//   are blocked the same way: deleting them would leave products pointing at nothing.
// - A scheduler is also used by a catalog whose product override names it; a variant is used by
//   the products that list it and by the add-on groups whose add-ons sell a variant of such a
//   product; a SKU is used like a recipe (bindings of recipes, products and add-ons).
// - A measurement removed from a unit answers 'Cannot remove {measurement} of {unit}: used by ...'.
import type { AddonGroup } from "./addonGroup";
import type { InventoryBinding } from "./menuFields";
import { type MenuModules, itemsOf } from "./menuModel";
import type { ItemOf, MenuItem, MenuModule } from "./menuModules";
import type { Unit } from "./unit";

export interface Users {
  readonly kind: string;
  readonly names: ReadonlyArray<string>;
}

const usedByText = (users: ReadonlyArray<Users>): string | null => {
  const listed = users.filter((u) => u.names.length > 0).map((u) => `${u.kind} ${u.names.join(", ")}`);
  return listed.length === 0 ? null : listed.join("; ");
};

export const deleteBlockedMessage = (name: string, users: ReadonlyArray<Users>): string | null => {
  const text = usedByText(users);
  return text === null ? null : `Cannot delete ${name}: used by ${text}`;
};

export const addonDeleteMessage = (product: string, group: string): string => `Failed to delete ${product} in ${group} addon group`;

const names = (items: ReadonlyArray<{ readonly name: string }>): ReadonlyArray<string> => items.map((item) => item.name);

const bindsTo = (bindings: ReadonlyArray<InventoryBinding>, type: InventoryBinding["type"], id: string): boolean =>
  bindings.some((b) => b.type === type && b.id === id);

const groupsBinding = (groups: ReadonlyArray<AddonGroup>, type: InventoryBinding["type"], id: string) =>
  groups.filter((g) => g.addons.some((a) => bindsTo(a.inventoryBindings, type, id)));

const inventoryUsers = (m: MenuModules, type: InventoryBinding["type"], id: string): ReadonlyArray<Users> => [
  { kind: "recipes", names: names(itemsOf(m, "recipe").filter((r) => r.id !== id && bindsTo(r.contains, type, id))) },
  { kind: "products", names: names(itemsOf(m, "product").filter((p) => bindsTo(p.inventoryBindings, type, id))) },
  { kind: "add-on groups", names: names(groupsBinding(itemsOf(m, "addonGroup"), type, id)) },
];

const productsWith = (m: MenuModules, uses: (p: ItemOf<"product">) => boolean): Users =>
  ({ kind: "products", names: names(itemsOf(m, "product").filter(uses)) });

const variantUsers = (m: MenuModules, id: string): ReadonlyArray<Users> => {
  const products = itemsOf(m, "product").filter((p) => p.variants.includes(id));
  const productIds = new Set(products.map((p) => p.id));
  const groups = itemsOf(m, "addonGroup").filter((g) => g.addons.some((a) => a.productId !== null && a.variantCombination !== null && productIds.has(a.productId)));
  return [{ kind: "add-on groups", names: names(groups) }, { kind: "products", names: names(products) }];
};

const catalogsOffering = (m: MenuModules, productId: string): Users => ({
  kind: "catalogs",
  names: names(itemsOf(m, "catalog").filter((c) => c.productAvailable.includes(productId) || c.override.product.some((o) => o.id === productId))),
});

/** Who uses the product `id`: the add-on groups selling it, the catalogs offering or overriding it. */
export const productUsers = (m: MenuModules, id: string): ReadonlyArray<Users> => [
  { kind: "add-on groups", names: names(itemsOf(m, "addonGroup").filter((g) => g.addons.some((a) => a.productId === id))) },
  catalogsOffering(m, id),
];

const productDeleteProblem = (m: MenuModules, product: ItemOf<"product">): string | null => {
  const group = itemsOf(m, "addonGroup").find((g) => g.addons.some((a) => a.productId === product.id));
  if (group !== undefined) return addonDeleteMessage(product.name, group.name);
  return deleteBlockedMessage(product.name, [catalogsOffering(m, product.id)]);
};

/** Who uses the item `id` of `module`, in the terms its delete answers. */
export const usersOf = (m: MenuModules, module: Exclude<MenuModule, "product">, id: string): ReadonlyArray<Users> => {
  switch (module) {
    case "category": return [productsWith(m, (p) => p.category === id)];
    case "addonGroup": return [productsWith(m, (p) => p.addonGroups.includes(id))];
    case "scheduler": return [
      productsWith(m, (p) => p.schedulers.includes(id)),
      { kind: "catalogs", names: names(itemsOf(m, "catalog").filter((c) => c.override.product.some((o) => o.schedulers?.includes(id) === true))) },
    ];
    case "variant": return variantUsers(m, id);
    case "takeaway": return [productsWith(m, (p) => p.takeaways.includes(id))];
    case "printDepartment": return [productsWith(m, (p) => p.printDepartments.includes(id))];
    case "unit": return [{ kind: "SKUs", names: names(itemsOf(m, "sku").filter((s) => s.unit === id)) }];
    case "recipe": return inventoryUsers(m, "RECIPE", id);
    case "sku": return inventoryUsers(m, "SKU", id);
    case "catalog":
    case "cookingGuide": return [];
    default: {
      const unknown: never = module;
      return unknown;
    }
  }
};

/** Why `item` of `module` cannot be deleted from the menu `m`, or null when it can. */
export const deleteProblem = (m: MenuModules, module: MenuModule, item: MenuItem): string | null =>
  module === "product"
    ? productDeleteProblem(m, item as ItemOf<"product">)
    : deleteBlockedMessage(item.name ?? item.id, usersOf(m, module, item.id));

const measurementUsers = (m: MenuModules, measurementId: string): ReadonlyArray<Users> => {
  const binds = (bindings: ReadonlyArray<InventoryBinding>) => bindings.some((b) => b.measurement === measurementId);
  return [
    { kind: "SKUs", names: names(itemsOf(m, "sku").filter((s) => s.measurement === measurementId)) },
    { kind: "recipes", names: names(itemsOf(m, "recipe").filter((r) => binds(r.contains))) },
    { kind: "products", names: names(itemsOf(m, "product").filter((p) => binds(p.inventoryBindings))) },
    { kind: "add-on groups", names: names(itemsOf(m, "addonGroup").filter((g) => g.addons.some((a) => binds(a.inventoryBindings)))) },
  ];
};

/** Why a unit update that drops measurements is refused (one still in use), or null. */
export const measurementRemovalProblem = (m: MenuModules, before: Unit, after: Unit): string | null => {
  const kept = new Set(after.measurements.map((x) => x.id));
  for (const removed of before.measurements.filter((x) => !kept.has(x.id))) {
    const text = usedByText(measurementUsers(m, removed.id));
    if (text !== null) return `Cannot remove ${removed.name} of ${before.name}: used by ${text}`;
  }
  return null;
};
