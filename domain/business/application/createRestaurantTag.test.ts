import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenRestaurant, givenUser } from "../../../tests/support/givenBusiness";
import { TAG_NAME_TAKEN, TAG_NOT_FOUND } from "../restaurantTag";
import { RESTAURANT_TAG_LINKS_TABLE, RESTAURANT_TAGS_TABLE } from "../restaurantTags.projection";
import { createRestaurantTag } from "./createRestaurantTag";
import { deleteRestaurantTag } from "./deleteRestaurantTag";
import { renameRestaurantTag } from "./renameRestaurantTag";
import { tagRestaurants } from "./tagRestaurants";

const T1 = "64b7f0c2a1b2c3d4e5f6aa01";
const T2 = "64b7f0c2a1b2c3d4e5f6aa02";

describe("restaurant tags on the memory store", () => {
  it("creates, renames and deletes a tag, keeping names unique case-insensitively", async () => {
    const { engine } = memoryEngine();
    await createRestaurantTag(engine, { tagId: T1, name: "Halal" }, AS_TEST);
    await expect(createRestaurantTag(engine, { tagId: T2, name: "HALAL" }, AS_TEST)).rejects.toMatchObject({ message: TAG_NAME_TAKEN, status: 409 });
    await createRestaurantTag(engine, { tagId: T2, name: "Mall" }, AS_TEST);
    await expect(renameRestaurantTag(engine, { tagId: T2, name: "halal", rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: TAG_NAME_TAKEN });
    await renameRestaurantTag(engine, { tagId: T1, name: "Halal certified", rev: 1 }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANT_TAGS_TABLE, T1)).toMatchObject({ name: "Halal certified", restaurantCount: 0, _rev: 2 });
    await deleteRestaurantTag(engine, { tagId: T1, rev: undefined }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANT_TAGS_TABLE, T1)).toBeUndefined();
    await expect(renameRestaurantTag(engine, { tagId: T1, name: "Back", rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: TAG_NOT_FOUND, status: 404 });
    await createRestaurantTag(engine, { tagId: "64b7f0c2a1b2c3d4e5f6aa03", name: "Halal certified" }, AS_TEST);
  });

  it("tags restaurants by replacing the set, links follow, and deleting the tag drops its links", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    const r1 = await givenRestaurant(engine, businessId, "Kopi Bangsar");
    const r2 = await givenRestaurant(engine, businessId, "Kopi KLCC");
    await createRestaurantTag(engine, { tagId: T1, name: "Halal" }, AS_TEST);
    await tagRestaurants(engine, { tagId: T1, restaurantIds: [r1, r2], rev: undefined }, AS_TEST);
    await tagRestaurants(engine, { tagId: T1, restaurantIds: [r2], rev: undefined }, AS_TEST);
    expect(await engine.readModels.get(RESTAURANT_TAGS_TABLE, T1)).toMatchObject({ restaurantIds: [r2], restaurantCount: 1 });
    expect((await engine.readModels.list(RESTAURANT_TAG_LINKS_TABLE, { where: { tagId: T1 } })).rows).toEqual([{ tagId: T1, restaurantId: r2 }]);
    await expect(tagRestaurants(engine, { tagId: T1, restaurantIds: ["64b7f0c2a1b2c3d4e5f6ffff"], rev: undefined }, AS_TEST)).rejects.toMatchObject({ message: "Invalid restaurant", status: 404 });
    await deleteRestaurantTag(engine, { tagId: T1, rev: undefined }, AS_TEST);
    expect((await engine.readModels.list(RESTAURANT_TAG_LINKS_TABLE, { where: { tagId: T1 } })).rows).toEqual([]);
  });
});
