// Importing products from a sheet over HTTP (spec 4 §7 `PUT menu-v3/import`; issue 15 item 6):
// bounded files, every row validated with the product's rules, a dry run that reports without
// changing anything, all or nothing, matched by code so a re-import changes nothing, one change
// set a rollback undoes, and the template.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";
import { SHEET_HEADER, type SheetRow, csvOf, fiftyRowsTwoBad, xlsxOf } from "../support/menuSheets";

let harness: Harness;
let owner: Client;
let menuPath: string;
const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });

beforeAll(async () => {
  harness = await startBusinessApp();
  owner = await signUp(harness, "+60123490001");
  const business = await owner.ok("POST", "/businesses", { name: "Import Cafe", url: "import-cafe" });
  const restaurant = await owner.ok("POST", "/restaurants", { businessId: business.id, profile: { name: "Import 1" } });
  menuPath = `/restaurants/${restaurant.id}/menu-v3`;
});
afterAll(() => harness.app.close());

const current = () => owner.ok("GET", menuPath);
const upload = (content: Buffer | string, extra: Record<string, unknown> = {}, fileName = "menu.csv") =>
  owner.send("PUT", `${menuPath}/import`, { fileName, content: Buffer.from(content).toString("base64"), ...extra });
const refusedWith = async (content: Buffer | string, message: string, extra: Record<string, unknown> = {}) => {
  const before = await current();
  const response = await upload(content, extra);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(message);
  expect(await current()).toEqual(before);
  return response.json();
};
const good = (rows: ReadonlyArray<SheetRow>) => [SHEET_HEADER, ...rows];

describe("menu import", () => {
  it("previews a 50-row xlsx with two bad rows: the report names both, nothing changes", async () => {
    const before = await current();
    const response = await upload(await xlsxOf(fiftyRowsTwoBad()), { dryRun: true }, "menu.xlsx");
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ fileName: "menu.xlsx", rows: 50, accepted: 48, created: 48, updated: 0, unchanged: 0, applied: false, _rev: before._rev });
    expect(report.rejected).toEqual([
      { row: 12, code: "P011", reason: "Min price is 0.00" },
      { row: 37, code: "P036", reason: "Name is required" },
    ]);
    expect(report.diff.modules.product.added).toHaveLength(48);
    expect(report.diff.modules.category.added.map((c: { name: string }) => c.name).sort()).toEqual(["Coffee", "Tea"]);
    expect(await current()).toEqual(before);
  });

  it("refuses to apply it, all or nothing, with every bad row in the errors", async () => {
    const body = await refusedWith(await xlsxOf(fiftyRowsTwoBad()), "Import refused: 2 rows rejected");
    expect(body.errors.slice(1)).toEqual([
      { path: ["rows", 12], message: "Min price is 0.00" },
      { path: ["rows", 37], message: "Name is required" },
    ]);
  });

  it("applies the corrected sheet as one change set; importing it again changes nothing", async () => {
    const fixed = fiftyRowsTwoBad().map((row) => (row[0] === "P011" ? ["P011", "Product 11", "Coffee", "1.00", "ALL"] : row[0] === "P036" ? ["P036", "Product 36", "Tea", "5.00", "ALL"] : row));
    const before = await current();
    const applied = (await owner.ok("PUT", `${menuPath}/import`, { fileName: "menu.xlsx", content: (await xlsxOf(fixed)).toString("base64"), _rev: before._rev }));
    expect(applied).toMatchObject({ applied: true, created: 50, rejected: [], _rev: before._rev + 1 });
    const menu = await current();
    expect(menu.product).toHaveLength(50);
    expect(menu.category.map((c: { name: string }) => c.name).sort()).toEqual(["Coffee", "Tea"]);
    const p10 = menu.product.find((p: { code: string }) => p.code === "P010");
    expect(p10).toMatchObject({ name: "Product 10", price: rm(1050), orderFrom: "POS_ONLY", category: menu.category.find((c: { name: string }) => c.name === "Coffee").id });
    const [entry] = (await owner.ok("GET", `${menuPath}/history`)).resources;
    expect(entry).toMatchObject({ operation: "import", reason: "Import menu.xlsx", by: { userId: owner.userId }, changes: { created: 52, updated: 0, deleted: 0 } });

    const again = await owner.ok("PUT", `${menuPath}/import`, { fileName: "menu.csv", content: Buffer.from(csvOf(fixed)).toString("base64") });
    expect(again).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 50, _rev: menu._rev });
    expect(await current()).toEqual(menu);
  });

  it("updates the products a sheet matches by code, keeping the columns it does not have", async () => {
    const before = await current();
    const p1 = before.product.find((p: { code: string }) => p.code === "P001");
    const sheet = csvOf([["code", "PRICE", "name"], ["P001", "9.90", "Product 1"], ["P999", "3", "Brand new"]]);
    const report = await owner.ok("PUT", `${menuPath}/import`, { fileName: "prices.csv", content: Buffer.from(sheet).toString("base64") });
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    expect(report.diff.modules.product.changed).toEqual([{ id: p1.id, name: "Product 1", fields: ["price"] }]);
    const after = await current();
    expect(after.product.find((p: { id: string }) => p.id === p1.id)).toEqual({ ...p1, price: rm(990) });
    expect(after.product).toHaveLength(51);
  });

  it("is undone by a rollback to the instant before it", async () => {
    harness.clock.advance({ minutes: 5 });
    const beforeImport = harness.clock.now().toString();
    harness.clock.advance({ minutes: 1 });
    const menu = await current();
    await owner.ok("PUT", `${menuPath}/import`, { fileName: "x.csv", content: Buffer.from(csvOf(good([["X1", "Extra", "Cakes", "4.00"]]))).toString("base64") });
    harness.clock.advance({ minutes: 1 });
    const rolled = await owner.ok("PUT", `${menuPath}/rollback`, { at: beforeImport, _rev: (await current())._rev });
    const { _rev, updatedAt, ...rest } = rolled;
    const { _rev: _r, updatedAt: _u, ...was } = menu;
    expect(rest).toEqual(was);
  });

  it("refuses every bad row with its reason", async () => {
    const rows = good([
      ["", "No code", "", "1.00", "ALL"],
      ["D1", "Dup A", "", "1.00", "ALL"],
      ["D1", "Dup B", "", "1.00", "ALL"],
      ["E1", "Bad price", "", "abc", "ALL"],
      ["E2", "Three decimals", "", "1.005", "ALL"],
      ["E3", "Bad order", "", "1.00", "SOMETIMES"],
      ["E4", "product 1", "", "1.00", "ALL"],
    ]);
    const response = await upload(csvOf(rows), { dryRun: true });
    expect(response.json().data.rejected).toEqual([
      { row: 2, code: "", reason: "Code is required" },
      { row: 4, code: "D1", reason: "Duplicate code D1" },
      { row: 5, code: "E1", reason: "Invalid price" },
      { row: 6, code: "E2", reason: "Max 2 decimal places" },
      { row: 7, code: "E3", reason: "Invalid order from" },
      { row: 8, code: "E4", reason: "name has constraint" },
    ]);
  });

  it("refuses unreadable, empty, headless, oversized and overlong files before any row", async () => {
    await refusedWith("Name,Price\nLatte,1", "Missing column Code");
    await refusedWith("Code,Name,Price\n", "The file has no rows");
    await refusedWith(Buffer.from([0x50, 0x4b, 3, 4, 9, 9, 9]), "Invalid file");
    await refusedWith(Buffer.from([0xff, 0xfe, 0x00]), "Invalid file");
    const tooMany = csvOf(good(Array.from({ length: 5001 }, (_, i) => [`C${i}`, `N${i}`, "", "1"])));
    await refusedWith(tooMany, "Too many rows (max 5000)");
    const response = await owner.send("PUT", `${menuPath}/import`, { fileName: "big.csv", content: "A".repeat(2_800_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("File is too large (max 2 MB)");
  });

  it("answers the template: a workbook whose header the import reads", async () => {
    const response = await owner.send("GET", `${menuPath}/import/template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="menu-import-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload.buffer.slice(response.rawPayload.byteOffset, response.rawPayload.byteOffset + response.rawPayload.byteLength) as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as string[];
    expect(header.slice(1, 6)).toEqual(["Code", "Name", "Name 2", "Category", "Price"]);
    const preview = await upload(response.rawPayload, { dryRun: true }, "template.xlsx");
    expect(preview.json().data).toMatchObject({ rows: 1, rejected: [] });
  });
});
