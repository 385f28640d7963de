import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { givenUser } from "../../../tests/support/givenBusiness";
import { changeMenu } from "./changeMenu";
import { menuHistory } from "./menuHistory";

const R = "65f000000000000000000001";

describe("menuHistory", () => {
  it("lists every change newest first with who and when", async () => {
    const { engine, store } = memoryEngine();
    const userId = await givenUser(engine, "+60123450001", "Aisyah");
    const as = { actor: userId, correlationId: "req-1" };
    await changeMenu(engine, { restaurantId: R, module: "category", operation: "create", data: { id: "c1", name: "Coffee" }, newId: "n" }, as);
    await changeMenu(engine, { restaurantId: R, module: "category", operation: "delete", data: { id: "c1" }, newId: "n" }, as);
    const history = await menuHistory({ ...engine, store }, R, { offset: 0, limit: 10 });
    expect(history.total).toBe(2);
    expect(history.resources).toEqual([
      { rev: 2, at: "2026-11-25T10:00:00.000Z", by: { userId, name: "Aisyah" }, correlationId: "req-1", module: "category", operation: "delete", item: { id: "c1", name: null }, reason: null, changes: null },
      { rev: 1, at: "2026-11-25T10:00:00.000Z", by: { userId, name: "Aisyah" }, correlationId: "req-1", module: "category", operation: "create", item: { id: "c1", name: "Coffee" }, reason: null, changes: null },
    ]);
  });
});
