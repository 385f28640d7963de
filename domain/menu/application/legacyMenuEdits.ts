// The legacy menu API's use cases (spec 4 §7 "Legacy menu"; shapes in legacyMenu.ts) over the
// menu v3 aggregate of the restaurant (its master's when it shares one): list, create, update
// and delete a product, category or add-on group, set a product's add-on groups
// (product/update-addon-group), set which products use an add-on group (product/addon-group) and
// merge add-on groups (addon-group/merge). Each is ONE command of the v3 decider (ChangeMenu or
// ChangeMenuItems), so the v3 rules answer with their messages and a refusal changes nothing.
// Decisions where the spec is silent:
// - An update merges onto the stored item as it was read; the command carries that revision, so
//   a change made meanwhile answers 409 rather than being overwritten.
// - Merge: the target keeps its add-ons and gains each source add-on whose product (or, for an
//   add-on without product, name ignoring case) it does not have yet; every product using a
//   source uses the target instead (its add-on bindings of the source move to the target); the
//   sources are then deleted. Merging a group into itself: 'Cannot merge an add-on group into itself'.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { Addon, AddonGroup } from "../addonGroup";
import type { Category } from "../category";
import {
  type LegacyAddonGroup, type LegacyCategory, type LegacyProduct, addonGroupOfLegacy, categoryOfLegacy, legacyAddonGroupOf,
  legacyCategoryOf, legacyProductOf, productOfLegacy,
} from "../legacyMenu";
import { ITEM_NOT_FOUND, menuDecider } from "../menuDocument";
import { type MenuChange, type MenuState, itemsOf, menuStreamId } from "../menuModel";
import type { MenuModule } from "../menuModules";
import type { Product } from "../product";
import { menuMasterId } from "./menuSharing";

export const MERGE_INTO_ITSELF = "Cannot merge an add-on group into itself";

type Scope = { readonly restaurantId: string };

const load = async (engine: Engine, restaurantId: string): Promise<{ readonly streamId: string; readonly state: MenuState }> => {
  const streamId = menuStreamId(await menuMasterId(engine, restaurantId));
  return { streamId, state: (await engine.runner.load(menuDecider, streamId)).state };
};

const run = async (engine: Engine, streamId: string, rev: number, changes: ReadonlyArray<MenuChange>, options: RunOptions): Promise<MenuState> =>
  (await engine.runner.run(menuDecider, streamId, { type: "ChangeMenuItems", data: { rev, changes } }, options)).state;

const found = <T extends { readonly id: string }>(items: ReadonlyArray<T>, id: string): T => {
  const item = items.find((x) => x.id === id);
  if (item === undefined) throw new DomainError(ITEM_NOT_FOUND, 404);
  return item;
};

/** The legacy record of each module, and how a legacy record becomes the v3 item. */
const MAPPINGS = {
  "product-category": { module: "category", toLegacy: legacyCategoryOf, toItem: (id: string, r: LegacyCategory) => categoryOfLegacy(id, r) },
  "addon-group": { module: "addonGroup", toLegacy: legacyAddonGroupOf, toItem: addonGroupOfLegacy },
  product: { module: "product", toLegacy: legacyProductOf, toItem: productOfLegacy },
} as const;
type Mappings = typeof MAPPINGS;
export type LegacyKind = keyof Mappings;
type RecordOf<K extends LegacyKind> = K extends "product" ? LegacyProduct : K extends "addon-group" ? LegacyAddonGroup : LegacyCategory;
type ItemFor<K extends LegacyKind> = K extends "product" ? Product : K extends "addon-group" ? AddonGroup : Category;
type Answer<K extends LegacyKind> = ReturnType<Mappings[K]["toLegacy"]>;

const toLegacy = <K extends LegacyKind>(kind: K, item: ItemFor<K>): Answer<K> => (MAPPINGS[kind].toLegacy as unknown as (i: ItemFor<K>) => Answer<K>)(item);
const toItem = <K extends LegacyKind>(kind: K, id: string, record: RecordOf<K>, before?: ItemFor<K>): ItemFor<K> =>
  (MAPPINGS[kind].toItem as unknown as (i: string, r: RecordOf<K>, b?: ItemFor<K>) => ItemFor<K>)(id, record, before);
const itemsFor = <K extends LegacyKind>(state: MenuState, kind: K): ReadonlyArray<ItemFor<K>> =>
  itemsOf(state.modules, MAPPINGS[kind].module) as unknown as ReadonlyArray<ItemFor<K>>;

export const listLegacy = async <K extends LegacyKind>(engine: Engine, scope: Scope, kind: K): Promise<ReadonlyArray<Answer<K>>> =>
  itemsFor((await load(engine, scope.restaurantId)).state, kind).map((item) => toLegacy(kind, item));

export const createLegacy = async <K extends LegacyKind>(engine: Engine, scope: Scope & { readonly newId: string }, kind: K, record: RecordOf<K>, options: RunOptions): Promise<Answer<K>> => {
  const { streamId, state } = await load(engine, scope.restaurantId);
  const id = record._id ?? scope.newId;
  const after = await run(engine, streamId, state.revision, [{ operation: "create", module: MAPPINGS[kind].module, item: toItem(kind, id, record) }], options);
  return toLegacy(kind, found(itemsFor(after, kind), id));
};

export const updateLegacy = async <K extends LegacyKind>(engine: Engine, scope: Scope, kind: K, record: RecordOf<K> & { readonly _id: string }, options: RunOptions): Promise<Answer<K>> => {
  const { streamId, state } = await load(engine, scope.restaurantId);
  const before = found(itemsFor(state, kind), record._id);
  const after = await run(engine, streamId, state.revision, [{ operation: "update", module: MAPPINGS[kind].module, item: toItem(kind, record._id, record, before) }], options);
  return toLegacy(kind, found(itemsFor(after, kind), record._id));
};

export const deleteLegacy = async (engine: Engine, scope: Scope, kind: LegacyKind, id: string, options: RunOptions): Promise<{ readonly _id: string }> => {
  const { streamId, state } = await load(engine, scope.restaurantId);
  await run(engine, streamId, state.revision, [{ operation: "delete", module: MAPPINGS[kind].module as MenuModule, id }], options);
  return { _id: id };
};

/** product/update-addon-group: the add-on groups a product offers, in order. */
export const setProductAddonGroups = async (engine: Engine, scope: Scope, edit: { readonly _id: string; readonly addonGroups: ReadonlyArray<string> }, options: RunOptions) => {
  const { streamId, state } = await load(engine, scope.restaurantId);
  const product = found(itemsOf(state.modules, "product"), edit._id);
  for (const id of edit.addonGroups) found(itemsOf(state.modules, "addonGroup"), id);
  const item = { ...product, addonGroups: edit.addonGroups, addonGroupUsed: edit.addonGroups.length > 0 };
  const after = await run(engine, streamId, state.revision, [{ operation: "update", module: "product", item }], options);
  return legacyProductOf(found(itemsOf(after.modules, "product"), edit._id));
};

/** product/addon-group: exactly the listed products use the add-on group (others drop it). */
export const setAddonGroupProducts = async (engine: Engine, scope: Scope, edit: { readonly addonGroupId: string; readonly productIds: ReadonlyArray<string> }, options: RunOptions) => {
  const { streamId, state } = await load(engine, scope.restaurantId);
  const groupId = found(itemsOf(state.modules, "addonGroup"), edit.addonGroupId).id;
  const products = itemsOf(state.modules, "product");
  for (const id of edit.productIds) found(products, id);
  const changes = products.flatMap((product): MenuChange[] => {
    const wanted = edit.productIds.includes(product.id);
    if (wanted === product.addonGroups.includes(groupId)) return [];
    const addonGroups = wanted ? [...product.addonGroups, groupId] : product.addonGroups.filter((id) => id !== groupId);
    const addonProductBinding = wanted ? product.addonProductBinding : product.addonProductBinding.filter((b) => b.addonGroupId !== groupId);
    const item: Product = { ...product, addonGroups, addonGroupUsed: addonGroups.length > 0, addonProductBinding };
    return [{ operation: "update", module: "product", item }];
  });
  const after = await run(engine, streamId, state.revision, changes, options);
  return { addonGroupId: groupId, productIds: itemsOf(after.modules, "product").filter((p) => p.addonGroups.includes(groupId)).map((p) => p.id) };
};

const sameAddon = (a: Addon, b: Addon): boolean =>
  a.productId !== null || b.productId !== null ? a.productId === b.productId : a.name.toLowerCase() === b.name.toLowerCase();

/** addon-group/merge: the sources' add-ons and products move to the target; the sources go. */
export const mergeAddonGroups = async (engine: Engine, scope: Scope, edit: { readonly _id: string; readonly sourceIds: ReadonlyArray<string> }, options: RunOptions) => {
  if (edit.sourceIds.includes(edit._id)) throw new DomainError(MERGE_INTO_ITSELF);
  const { streamId, state } = await load(engine, scope.restaurantId);
  const groups = itemsOf(state.modules, "addonGroup");
  const target = found(groups, edit._id);
  const sources = edit.sourceIds.map((id) => found(groups, id));
  const addons = sources.flatMap((s) => s.addons).reduce<ReadonlyArray<Addon>>(
    (kept, addon) => (kept.some((k) => sameAddon(k, addon) || k.id === addon.id) ? kept : [...kept, addon]), target.addons);
  const moved = (id: string) => (edit.sourceIds.includes(id) ? target.id : id);
  const products = itemsOf(state.modules, "product").flatMap((product): MenuChange[] => {
    if (!product.addonGroups.some((id) => edit.sourceIds.includes(id))) return [];
    const addonGroups = [...new Set(product.addonGroups.map(moved))];
    const addonProductBinding = product.addonProductBinding.map((b) => ({ ...b, addonGroupId: moved(b.addonGroupId) }));
    const item: Product = { ...product, addonGroups, addonProductBinding };
    return [{ operation: "update", module: "product", item }];
  });
  const merged: AddonGroup = { ...target, addons };
  const changes: ReadonlyArray<MenuChange> = [
    { operation: "update", module: "addonGroup", item: merged },
    ...products,
    ...sources.map((s): MenuChange => ({ operation: "delete", module: "addonGroup", id: s.id })),
  ];
  const after = await run(engine, streamId, state.revision, changes, options);
  return legacyAddonGroupOf(found(itemsOf(after.modules, "addonGroup"), target.id));
};
