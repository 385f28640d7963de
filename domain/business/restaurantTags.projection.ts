// The restaurant tags read models (issue 18): `restaurant_tags` (key tagId: the tag with its
// name, restaurant count and `_rev`, listed by name) and `restaurant_tag_links` (key
// `{tagId}:{restaurantId}`, columns tagId and restaurantId), which the restaurant list filters by
// tag and reads each restaurant's tags from. A deleted tag's row and links are removed.
// Decision where the spec is silent: a deleted restaurant's links stay (its tag still counts it
// until retagged); the list reads restaurants through their own table, so it never shows one.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx } from "../engine/projection";
import { integerColumn, lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";
import { RESTAURANT_TAG_STREAM_PREFIX, RestaurantTagEvent } from "./restaurantTag";

export const RESTAURANT_TAGS_TABLE = "restaurant_tags";
export const RESTAURANT_TAG_LINKS_TABLE = "restaurant_tag_links";

export const restaurantTagsTable = readTable({
  name: RESTAURANT_TAGS_TABLE,
  columns: { name: lowerTextColumn("name"), nameSearch: lowerTextColumn("name"), restaurantCount: integerColumn("restaurantCount") },
  indexes: [["name"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
});

export const restaurantTagLinksTable = readTable({
  name: RESTAURANT_TAG_LINKS_TABLE,
  columns: { tagId: textColumn("tagId"), restaurantId: textColumn("restaurantId") },
  indexes: [["tagId"], ["restaurantId"]],
});

const TAG_EVENT_TYPES: ReadonlySet<string> = new Set(RestaurantTagEvent.members.map((member) => member.fields.type.literal));

const linkKey = (tagId: string, restaurantId: string): string => `${tagId}:${restaurantId}`;

const removeTag = async (tx: ProjectionTx, tagId: string): Promise<void> => {
  const row = await tx.get(RESTAURANT_TAGS_TABLE, tagId);
  const restaurantIds = Array.isArray(row?.restaurantIds) ? row.restaurantIds.map(String) : [];
  for (const restaurantId of restaurantIds) await tx.remove(RESTAURANT_TAG_LINKS_TABLE, linkKey(tagId, restaurantId));
  await tx.remove(RESTAURANT_TAGS_TABLE, tagId);
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!recorded.streamId.startsWith(RESTAURANT_TAG_STREAM_PREFIX) || !TAG_EVENT_TYPES.has(recorded.type)) return;
  const event = recorded as unknown as RestaurantTagEvent;
  const id = recorded.streamId.slice(RESTAURANT_TAG_STREAM_PREFIX.length);
  if (event.type === "RestaurantTagCreated") {
    return tx.put(RESTAURANT_TAGS_TABLE, id, { id, name: event.data.name, createdAt: event.data.createdAt, restaurantIds: [], restaurantCount: 0, _rev: recorded.version });
  }
  if (event.type === "RestaurantTagDeleted") return removeTag(tx, id);
  const row = await tx.get(RESTAURANT_TAGS_TABLE, id);
  if (row === undefined) return;
  const restaurantIds = Array.isArray(row.restaurantIds) ? row.restaurantIds.map(String) : [];
  switch (event.type) {
    case "RestaurantTagRenamed":
      return tx.put(RESTAURANT_TAGS_TABLE, id, { ...row, name: event.data.name, _rev: recorded.version });
    case "RestaurantTagged": {
      const { restaurantId } = event.data;
      const next = [...restaurantIds.filter((r) => r !== restaurantId), restaurantId];
      await tx.put(RESTAURANT_TAG_LINKS_TABLE, linkKey(id, restaurantId), { tagId: id, restaurantId });
      return tx.put(RESTAURANT_TAGS_TABLE, id, { ...row, restaurantIds: next, restaurantCount: next.length, _rev: recorded.version });
    }
    case "RestaurantUntagged": {
      const next = restaurantIds.filter((r) => r !== event.data.restaurantId);
      await tx.remove(RESTAURANT_TAG_LINKS_TABLE, linkKey(id, event.data.restaurantId));
      return tx.put(RESTAURANT_TAGS_TABLE, id, { ...row, restaurantIds: next, restaurantCount: next.length, _rev: recorded.version });
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

export const restaurantTagsProjection: Projection = { name: "restaurantTags", tables: [restaurantTagsTable, restaurantTagLinksTable], apply };
