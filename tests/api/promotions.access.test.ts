// Authorisation of every promotion, evaluate and marketing-setting route: no token is 401
// 'Unauthorized request'; the owner of business B calling A's routes (valid bodies, so only
// authorisation can stop it) gets 404 and A stays exactly as it was; a member of A holds what
// the grants give: read on Promotion lists but cannot write, manage on Voucher alone reaches
// no promotion.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billPromotion, type MarketingWorld, promotionSnapshot, sen, startMarketingWorld } from "./promotionHarness";

type Call = readonly [method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown];

let world: MarketingWorld;
let promotionA: { id: string };
let promotionB: { id: string };

beforeAll(async () => {
  world = await startMarketingWorld();
  promotionA = await world.ownerA.ok("POST", `/businesses/${world.businessA}/promotions`, billPromotion("A's deal", { autoApply: true }));
  promotionB = await world.ownerB.ok("POST", `/businesses/${world.businessB}/promotions`, billPromotion("B's deal"));
});
afterAll(() => world.harness.app.close());

const bill = { lines: [{ productId: "kopi", quantity: 2, unitPrice: sen(500) }] };
const callsOnA = (): ReadonlyArray<Call> => {
  const a = world.businessA;
  return [
    ["GET", `/businesses/${a}/promotions`],
    ["GET", `/businesses/${a}/promotions/${promotionA.id}`],
    ["POST", `/businesses/${a}/promotions`, billPromotion("Intruder")],
    ["PUT", `/businesses/${a}/promotions/${promotionA.id}`, billPromotion("Taken")],
    ["DELETE", `/businesses/${a}/promotions/${promotionA.id}`],
    ["POST", `/businesses/${a}/marketing/evaluate`, { bill }],
    ["GET", `/marketing-v2/${a}/setting`],
    ["POST", `/marketing-v2/${a}/migrate`],
  ];
};

describe("promotion area authorisation", () => {
  it("answers 401 'Unauthorized request' without a token", async () => {
    for (const [method, path, body] of callsOnA()) {
      const response = await world.harness.app.inject({ method, url: `/api/v2${path}`, ...(body === undefined ? {} : { payload: body as object }) });
      expect([method, path, response.statusCode, response.json().message]).toEqual([method, path, 401, "Unauthorized request"]);
    }
  });

  it("keeps another tenant out: 404 on every call, and A unchanged", async () => {
    const before = await promotionSnapshot(world.harness, world.businessA);
    for (const [method, path, body] of callsOnA()) {
      const response = await world.ownerB.send(method, path, body);
      expect([method, path, response.statusCode, response.json().message]).toEqual([method, path, 404, "Business not found"]);
    }
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });

  it("never reaches a promotion of B through A's path", async () => {
    const path = `/businesses/${world.businessA}/promotions/${promotionB.id}`;
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await world.ownerA.send(method, path, method === "PUT" ? billPromotion("Stolen") : undefined);
      expect([response.statusCode, response.json().message]).toEqual([404, "Promotion not found"]);
    }
    const evaluated = await world.ownerA.send("POST", `/businesses/${world.businessA}/marketing/evaluate`, { bill, promotionIds: [promotionB.id] });
    expect([evaluated.statusCode, evaluated.json().message]).toEqual([404, "Promotion not found"]);
    expect((await world.ownerB.ok("GET", `/businesses/${world.businessB}/promotions/${promotionB.id}`)).name).toBe("B's deal");
  });

  it("lets a member with read on Promotion list and evaluate, but not write or migrate", async () => {
    const before = await promotionSnapshot(world.harness, world.businessA);
    const { readerA } = world;
    expect((await readerA.ok("GET", `/businesses/${world.businessA}/promotions`)).pagination.totalResources).toBe(1);
    expect((await readerA.ok("POST", `/businesses/${world.businessA}/marketing/evaluate`, { bill })).steps).toHaveLength(1);
    expect((await readerA.ok("GET", `/marketing-v2/${world.businessA}/setting`)).apiVersion).toBe("v1");
    for (const [method, path, body] of callsOnA().filter(([method]) => method !== "GET").filter(([, path]) => !path.endsWith("/evaluate"))) {
      const response = await readerA.send(method, path, body);
      expect([method, path, response.statusCode, response.json().message]).toEqual([method, path, 403, "You are not allowed to do this"]);
    }
    expect(await promotionSnapshot(world.harness, world.businessA)).toEqual(before);
  });

  it("gives a voucher manager no promotion, and no evaluation of promotions", async () => {
    const { voucherManagerA } = world;
    for (const [method, path, body] of callsOnA().filter(([, path]) => path.includes("/promotions"))) {
      const response = await voucherManagerA.send(method, path, body);
      expect([method, path, response.statusCode]).toEqual([method, path, 403]);
    }
    const evaluated = await voucherManagerA.send("POST", `/businesses/${world.businessA}/marketing/evaluate`, { bill });
    expect(evaluated.statusCode).toBe(403);
    expect((await voucherManagerA.ok("POST", `/businesses/${world.businessA}/marketing/evaluate`, { bill, promotionIds: [] })).steps).toEqual([]);
  });
});
