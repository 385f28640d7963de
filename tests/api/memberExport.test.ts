// GET /membership/members/export over HTTP (spec 2 §9 'Export members'): the workbook the screen
// exports, streamed by the server: sheet 'Members', the spec's columns, every member newest
// first; read permission of the business needed, another business's owner refused.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { MEMBER_EXPORT_COLUMNS } from "../../domain/loyalty/member/memberExport";
import { signUp } from "./businessHarness";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;

beforeAll(async () => {
  world = await startMemberWorld();
  await enrol(world, "+60138100001", { name: "Aisyah", cardNo: "C-1" });
  await enrol(world, "+60138100002", { name: "Bala" });
  await enrol(world, "+60138100003", { name: "Chong" });
});

const sheetOf = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const sheet = workbook.getWorksheet("Members");
  if (sheet === undefined) throw new Error("no Members sheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe("the member export file", () => {
  it("holds every member under the spec's columns", async () => {
    const response = await world.owner.send("GET", world.path("/members/export"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="members.xlsx"');
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([...MEMBER_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(["Aisyah", "Bala", "Chong"]);
    // An empty cell (no email) reads back as no value.
    expect(rows.slice(1).find((row) => row[0] === "Aisyah")?.slice(1, 4)).toEqual(["+60138100001", undefined, "C-1"]);
  });

  it("is refused to a user of another business and to no one signed in", async () => {
    const stranger = await signUp(world.harness, "+60138109999");
    expect((await stranger.send("GET", world.path("/members/export"))).statusCode).toBeGreaterThanOrEqual(403);
    expect((await world.harness.app.inject({ method: "GET", url: `/api/v2${world.path("/members/export")}` })).statusCode).toBe(401);
  });
});
