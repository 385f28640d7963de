import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST } from "../../../tests/support/givenBusiness";
import { isObjectId } from "../../shared/ids";
import { changeMenu } from "./changeMenu";
import { readMenu } from "./readMenu";
import { setMasterCatalogSetting } from "./setMasterCatalogSetting";

const R = "65f000000000000000000001";
const edit = (operation: "create" | "update" | "delete", module: "category" | "product", data: Record<string, unknown>, rev?: number) =>
  ({ restaurantId: R, module, operation, data, rev, newId: "65f0000000000000000000aa" }) as const;

describe("changeMenu", () => {
  it("answers the empty document with its default unit for a menu never written", async () => {
    const { engine } = memoryEngine();
    const doc = await readMenu(engine, R);
    expect(doc).toMatchObject({ _id: `menu-${R}`, _rev: 0, updatedAt: null, masterCatalogSetting: { inclusiveTaxes: false }, product: [], cookingGuide: [] });
    expect(doc.unit).toHaveLength(1);
  });

  it("creates with the given new id, then updates and deletes, each answering the next _rev", async () => {
    const { engine } = memoryEngine();
    const created = await changeMenu(engine, edit("create", "category", { name: "Coffee", name2: "" }, 0), AS_TEST);
    expect(created).toMatchObject({ _rev: 1, updatedAt: "2026-11-25T10:00:00.000Z", category: [{ id: "65f0000000000000000000aa", name: "Coffee" }] });
    const updated = await changeMenu(engine, edit("update", "category", { id: "65f0000000000000000000aa", name: "Kopi", name2: "" }, 1), AS_TEST);
    expect(updated.category).toEqual([{ id: "65f0000000000000000000aa", name: "Kopi", name2: "" }]);
    expect((await changeMenu(engine, edit("delete", "category", { id: "65f0000000000000000000aa" }, 2), AS_TEST))._rev).toBe(3);
    await expect(changeMenu(engine, edit("delete", "category", { id: "x" }, 1), AS_TEST)).rejects.toMatchObject({ status: 409 });
    expect((await readMenu(engine, R))._rev).toBe(3);
  });

  it("gives a live 24-hex id through the engine context", async () => {
    const { engine } = memoryEngine();
    const doc = await changeMenu(engine, { ...edit("create", "category", { name: "Tea", name2: "" }), newId: engine.context().newId() }, AS_TEST);
    expect(isObjectId(doc.category[0]!.id)).toBe(true);
  });

  it("sets the master catalog setting", async () => {
    const { engine } = memoryEngine();
    expect((await setMasterCatalogSetting(engine, { restaurantId: R, inclusiveTaxes: true }, AS_TEST)).masterCatalogSetting).toEqual({ inclusiveTaxes: true });
  });
});
