// The drift of a platform's menu (issue 17: "no way to see what the platform actually has"): item
// by item, our current menu against the last menu the platform accepted. An item is `added` (ours
// only), `removed` (the platform's only) or `changed`, naming each field that differs: name,
// price, availability, category, selling time, add-ons (groups, their ranges, modifiers and their
// prices). Items the same on both sides are not listed. Also the menu's fingerprint (menuHash),
// which tells whether two menus would publish the same thing.
// Decision where the spec is silent: the selling times' validity dates (the sync's date) are left
// out of the fingerprint, so an unchanged menu is not republished the next day.
import type { GrabItem, GrabMenu } from "../grabfood/grabMenu";

export type DriftField = "name" | "price" | "availability" | "category" | "sellingTime" | "addons";

export interface DriftEntry {
  readonly itemId: string;
  readonly name: string;
  readonly kind: "added" | "removed" | "changed";
  readonly fields: ReadonlyArray<DriftField>;
  /** The platform's price and ours (minor units), null on the side that lacks the item. */
  readonly livePrice: number | null;
  readonly currentPrice: number | null;
}

interface Placed {
  readonly item: GrabItem;
  readonly categoryId: string;
}

const placedItems = (menu: GrabMenu): Map<string, Placed> =>
  new Map(menu.categories.flatMap((c) => c.items.map((item): [string, Placed] => [item.id, { item, categoryId: c.id }])));

const addonsKey = (item: GrabItem): string => JSON.stringify(item.modifierGroups);

const changedFields = (live: Placed, ours: Placed): DriftField[] => {
  const fields: DriftField[] = [];
  if (live.item.name !== ours.item.name) fields.push("name");
  if (live.item.price !== ours.item.price) fields.push("price");
  if (live.item.availableStatus !== ours.item.availableStatus) fields.push("availability");
  if (live.categoryId !== ours.categoryId) fields.push("category");
  if ((live.item.sellingTimeID ?? null) !== (ours.item.sellingTimeID ?? null)) fields.push("sellingTime");
  if (addonsKey(live.item) !== addonsKey(ours.item)) fields.push("addons");
  return fields;
};

/** Our menu against the live one (null: the platform has accepted nothing yet, every item is added). */
export const menuDrift = (current: GrabMenu, live: GrabMenu | null): DriftEntry[] => {
  const ours = placedItems(current);
  const theirs = live === null ? new Map<string, Placed>() : placedItems(live);
  const entries: DriftEntry[] = [];
  for (const [id, placed] of ours) {
    const before = theirs.get(id);
    if (before === undefined) entries.push({ itemId: id, name: placed.item.name, kind: "added", fields: [], livePrice: null, currentPrice: placed.item.price });
    else {
      const fields = changedFields(before, placed);
      if (fields.length > 0) entries.push({ itemId: id, name: placed.item.name, kind: "changed", fields, livePrice: before.item.price, currentPrice: placed.item.price });
    }
  }
  for (const [id, placed] of theirs) {
    if (!ours.has(id)) entries.push({ itemId: id, name: placed.item.name, kind: "removed", fields: [], livePrice: placed.item.price, currentPrice: null });
  }
  return entries;
};

const fnv = (text: string): string => {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, "0")}${b.toString(16).padStart(8, "0")}`;
};

/** The fingerprint of what a menu publishes (its selling times' dates aside). */
export const menuHash = (menu: GrabMenu): string =>
  fnv(JSON.stringify({ ...menu, sellingTimes: menu.sellingTimes.map(({ startTime: _s, endTime: _e, ...rest }) => rest) }));
