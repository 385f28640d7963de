// Owns: what a change of an add-on group's type does to the products linked to it (spec 4 §4:
// "if it becomes DYNAMIC, linked products have their add-on bindings recomputed").
// Decision where the spec is silent: in a DYNAMIC group each product offers the add-ons its
// binding lists; when a group becomes DYNAMIC, every product that uses it is bound to all of the
// group's add-ons (the choice it had before the change), other groups' bindings untouched.
import type { AddonGroup } from "./addonGroup";
import type { Product } from "./product";

const rebound = (product: Product, group: AddonGroup): Product => ({
  ...product,
  addonProductBinding: [
    ...product.addonProductBinding.filter((b) => b.addonGroupId !== group.id),
    { addonGroupId: group.id, addonIds: group.addons.map((a) => a.id) },
  ],
});

/** The products to update when `before` becomes `after`: none unless it turned DYNAMIC. */
export const reboundProducts = (products: ReadonlyArray<Product>, before: AddonGroup, after: AddonGroup): ReadonlyArray<Product> =>
  before.addonGroupType === "DYNAMIC" || after.addonGroupType !== "DYNAMIC"
    ? []
    : products.filter((p) => p.addonGroups.includes(after.id)).map((p) => rebound(p, after));
