// The marketing setting and migration (spec 3 §7, marketing v2 client): GET
// /api/v2/marketing-v2/{businessId}/setting answers apiVersion and the migrate flag; POST
// /migrate answers 'Migration request submitted', after which apiVersion is 'v2' and the flag 1;
// a repeat changes nothing; another tenant or a member without both rights changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MarketingWorld, promotionSnapshot, startMarketingWorld } from "./promotionHarness";

let world: MarketingWorld;

beforeAll(async () => {
  world = await startMarketingWorld();
});
afterAll(() => world.harness.app.close());

describe("marketing setting", () => {
  it("reads v1 with the migration offered on a business that never migrated", async () => {
    expect(await world.ownerA.ok("GET", `/marketing-v2/${world.businessA}/setting`)).toEqual({
      businessId: world.businessA, apiVersion: "v1", migrate: 0, requestedAt: null, migratedAt: null,
    });
  });

  it("refuses a migration from another tenant or a member without update on both subjects, changing nothing", async () => {
    const before = await promotionSnapshot(world.harness, world.businessA);
    const stranger = await world.ownerB.send("POST", `/marketing-v2/${world.businessA}/migrate`);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, "Business not found"]);
    for (const member of [world.readerA, world.voucherManagerA]) {
      const response = await member.send("POST", `/marketing-v2/${world.businessA}/migrate`);
      expect([response.statusCode, response.json().message]).toEqual([403, "You are not allowed to do this"]);
    }
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });

  it("submits the migration, after which the setting is v2 and the flag 1; a repeat appends nothing", async () => {
    const submitted = await world.ownerA.ok("POST", `/marketing-v2/${world.businessA}/migrate`);
    expect(submitted).toMatchObject({ message: "Migration request submitted", apiVersion: "v2", migrate: 1, requestedAt: "2026-01-05T16:30:00.000Z" });
    const setting = await world.ownerA.ok("GET", `/marketing-v2/${world.businessA}/setting`);
    expect(setting).toMatchObject({ apiVersion: "v2", migrate: 1 });
    const before = await promotionSnapshot(world.harness, world.businessA);
    expect(await world.ownerA.ok("POST", `/marketing-v2/${world.businessA}/migrate`)).toMatchObject({ message: "Migration request submitted", apiVersion: "v2" });
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });

  it("keeps each business's setting its own", async () => {
    expect(await world.ownerB.ok("GET", `/marketing-v2/${world.businessB}/setting`)).toMatchObject({ apiVersion: "v1", migrate: 0 });
    const stranger = await world.ownerB.send("GET", `/marketing-v2/${world.businessA}/setting`);
    expect(stranger.statusCode).toBe(404);
  });
});
