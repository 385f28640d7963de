// Who may read and change a menu (spec 4 §6): the owner, a team member with a Menu grant (read
// only with `read`), never a member without one, never another business, and nobody without a token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

let harness: Harness;
let owner: Client;
let menuEditor: Client;
let menuReader: Client;
let voucherStaff: Client;
let stranger: Client;
let menuPath: string;

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123470001");
  menuEditor = await signUp(harness, "+60123470002");
  menuReader = await signUp(harness, "+60123470003");
  voucherStaff = await signUp(harness, "+60123470004");
  stranger = await signUp(harness, "+60123470005");
  const business = await owner.ok("POST", "/businesses", { name: "Access Cafe", url: "access-cafe" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Access 1" } });
  menuPath = `/restaurants/${restaurant.id}/menu-v3`;
  const grant = (client: Client, grants: ReadonlyArray<{ action: string; subject: string }>) =>
    owner.ok("POST", `/businesses/${business.id}/team`, { phoneNumber: client.phoneNumber, grants });
  await grant(menuEditor, [{ action: "manage", subject: "Menu" }]);
  await grant(menuReader, [{ action: "read", subject: "Menu" }]);
  await grant(voucherStaff, [{ action: "manage", subject: "Voucher" }]);
});
afterAll(() => harness.app.close());

const create = (name: string) => ({ module: "category", operation: "create", data: { name } });

describe("menu v3 access", () => {
  it("lets the owner and a member with the menu right edit", async () => {
    await owner.ok("PUT", menuPath, create("By owner"));
    const doc = await menuEditor.ok("PUT", menuPath, create("By editor"));
    expect(doc.category.map((c: { name: string }) => c.name)).toEqual(["By owner", "By editor"]);
    await menuEditor.ok("PUT", `${menuPath}/master-catalog-setting`, { inclusiveTaxes: true });
    await menuEditor.ok("GET", `${menuPath}/history`);
  });

  it("lets a member with read on the menu read it but not change it", async () => {
    expect((await menuReader.ok("GET", menuPath)).category).toHaveLength(2);
    await menuReader.ok("GET", `${menuPath}/effective?channel=POS`);
    const response = await menuReader.send("PUT", menuPath, create("By reader"));
    expect(response.statusCode).toBe(403);
    expect((await menuReader.send("PUT", `${menuPath}/master-catalog-setting`, { inclusiveTaxes: false })).statusCode).toBe(403);
  });

  it("lets a reader see the past but neither roll back nor import; an editor does both", async () => {
    const sheet = { fileName: "m.csv", content: Buffer.from("Code,Name,Price\nA1,Imported,1").toString("base64") };
    const at = "2000-01-01T00:00:00Z";
    await menuReader.ok("GET", `${menuPath}/at?at=${at}`);
    await menuReader.ok("GET", `${menuPath}/diff?at=${at}`);
    expect((await menuReader.send("GET", `${menuPath}/import/template`)).statusCode).toBe(200);
    const before = await owner.ok("GET", menuPath);
    expect((await menuReader.send("PUT", `${menuPath}/rollback`, { at, _rev: before._rev })).statusCode).toBe(403);
    expect((await menuReader.send("PUT", `${menuPath}/import`, sheet)).statusCode).toBe(403);
    expect(await owner.ok("GET", menuPath)).toEqual(before);
    const imported = await menuEditor.ok("PUT", `${menuPath}/import`, sheet);
    expect(imported).toMatchObject({ applied: true, created: 1 });
    const rolled = await menuEditor.ok("PUT", `${menuPath}/rollback`, { at: new Date(0).toISOString(), _rev: imported._rev });
    expect(rolled.product).toEqual([]);
    await owner.ok("PUT", `${menuPath}/rollback`, { at: before.updatedAt, _rev: rolled._rev });
  });

  it("lets a reader read the legacy menu, the sharing and the POS version but change none; an editor changes them", async () => {
    const legacy = menuPath.replace("/menu-v3", "");
    await menuReader.ok("GET", `${legacy}/product`);
    await menuReader.ok("GET", `${legacy}/product-category`);
    await menuReader.ok("GET", `${legacy}/addon-group`);
    await menuReader.ok("GET", `${menuPath}/restaurants`);
    await menuReader.ok("GET", `${menuPath}/pos-version`);
    const before = await owner.ok("GET", menuPath);
    for (const [method, path, body] of [
      ["POST", `${legacy}/product-category`, { name: "By reader" }], ["PUT", `${legacy}/addon-group/merge`, { _id: "x", sourceIds: [] }],
      ["DELETE", `${legacy}/product`, { _id: "x" }], ["PUT", `${menuPath}/restaurants`, { restaurantIds: [] }],
      ["PUT", `${menuPath}/migrate`, { categories: [{ _id: "c-reader", name: "By reader" }] }],
    ] as const) {
      expect((await menuReader.send(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await owner.ok("GET", menuPath)).toEqual(before);
    const category = await menuEditor.ok("POST", `${legacy}/product-category`, { name: "Legacy by editor" });
    await menuEditor.ok("DELETE", `${legacy}/product-category`, { _id: category._id });
    await menuEditor.ok("PUT", `${menuPath}/migrate`, { categories: [{ _id: "c-editor", name: "Migrated by editor" }], dryRun: true });
    await menuEditor.ok("PUT", `${menuPath}/restaurants`, { restaurantIds: [] });
  });

  it("refuses a member without the menu right and a user of another business", async () => {
    const before = await owner.ok("GET", menuPath);
    for (const client of [voucherStaff, stranger]) {
      for (const [method, path, body] of [
        ["GET", menuPath, undefined], ["PUT", menuPath, create("Intruder")], ["PUT", `${menuPath}/master-catalog-setting`, { inclusiveTaxes: false }],
        ["GET", `${menuPath}/history`, undefined], ["GET", `${menuPath}/effective?channel=DELIVERY`, undefined],
        ["GET", `${menuPath}/diff?at=2000-01-01T00:00:00Z`, undefined], ["PUT", `${menuPath}/rollback`, { at: "2000-01-01T00:00:00Z", _rev: before._rev }],
        ["PUT", `${menuPath}/import`, { fileName: "m.csv", content: Buffer.from("Code,Name,Price\nB1,Intruder,1").toString("base64") }],
      ] as const) {
        expect([403, 404], `${method} ${path}`).toContain((await client.send(method, path, body)).statusCode);
      }
    }
    expect(await owner.ok("GET", menuPath)).toEqual(before);
    expect((await stranger.send("GET", menuPath)).json().message).toBe("Invalid restaurant");
  });

  it("answers 401 without a token", async () => {
    const response = await harness.app.inject({ method: "GET", url: `/api/v2${menuPath}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized request" });
  });
});
