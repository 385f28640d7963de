// Member credit over HTTP (spec 2 §3 Credit transaction, §5, §7): send normal and free credit,
// deduct (earliest-expiring free credit first, never below 0), free credit expiring into EXPIRED
// movements, the credit transaction report with its date range in the business time zone,
// restaurant filter and paging, and the balance check; every refusal with its exact message and
// nothing changed.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeCreditTransactionPage } from "../../domain/loyalty/member/creditTransactionResponse";
import { type MemberWorld, enrol, messageOf, openMemberShop, signInAgain, snapshotOfMember, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;
let phones = 0;
const nextPhone = () => `+601350${String(++phones).padStart(5, "0")}`;
const credit = (memberId: string, kind: "free-credit" | "deduct-credit") => world.path(`/members/${memberId}/${kind}`);

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
});

describe("send credit", () => {
  it("sends normal credit and free credit that lasts to the end of its last day", async () => {
    const memberId = String((await enrol(world, "+60134000001")).id);
    const member = await world.owner.ok("POST", credit(memberId, "free-credit"), {
      amount: 10.5, freeCredit: { amount: 5, validity: 1, unit: "week" }, remark: "Welcome",
    });
    expect(member.balance).toBe(15.5);
    expect(member.creditBalance.normal).toBe(10.5);
    expect(member.creditBalance.free).toEqual([expect.objectContaining({ amount: 5, expiredAt: "2026-01-12T15:59:59.999Z" })]);
  });

  it("caps free credit expiry at 29970 days", async () => {
    const memberId = String((await enrol(world, "+60134000002")).id);
    const member = await world.owner.ok("POST", credit(memberId, "free-credit"), { freeCredit: { amount: 1, validity: 999, unit: "year" } });
    expect(member.creditBalance.free[0].expiredAt).toBe("2108-01-26T15:59:59.999Z");
  });

  it.each([
    [{ amount: 1_000_001 }, "Max credit is 1000000"],
    [{ amount: 0 }, "Free credit is required"],
    [{}, "Free credit is required"],
    [{ freeCredit: { amount: 0, validity: 1, unit: "day" } }, "Free credit is required"],
    [{ freeCredit: { amount: 1, validity: 0, unit: "day" } }, "Min validity is 1"],
    [{ amount: 1.005 }, "Invalid credit amount"],
    [{ amount: -1 }, "Invalid credit amount"],
  ])("refuses %j with %s and changes nothing", async (body, message) => {
    const memberId = String((await enrol(world, nextPhone())).id);
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await world.owner.send("POST", credit(memberId, "free-credit"), body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });
});

describe("deduct credit", () => {
  it("takes the earliest-expiring free credit first, then normal credit", async () => {
    const memberId = String((await enrol(world, "+60134000010")).id);
    await world.owner.ok("POST", credit(memberId, "free-credit"), { amount: 10, freeCredit: { amount: 3, validity: 30, unit: "day" } });
    await world.owner.ok("POST", credit(memberId, "free-credit"), { freeCredit: { amount: 2, validity: 2, unit: "day" } });
    const afterFirst = await world.owner.ok("POST", credit(memberId, "deduct-credit"), { amount: 4, remark: "Lunch" });
    expect(afterFirst.creditBalance.free.map((l: any) => l.amount)).toEqual([1]);
    expect(afterFirst.creditBalance.normal).toBe(10);
    const afterSecond = await world.owner.ok("POST", credit(memberId, "deduct-credit"), { amount: 3 });
    expect(afterSecond.creditBalance).toEqual({ normal: 8, free: [] });
    expect(afterSecond.balance).toBe(8);
  });

  it.each([
    [{ amount: 0 }, "Min deduct credit must more than 0"],
    [{ amount: -1 }, "Min deduct credit must more than 0"],
    [{ amount: 8.01 }, "Credit cannot go below 0"],
  ])("refuses %j with %s and changes nothing", async (body, message) => {
    const memberId = String((await enrol(world, nextPhone())).id);
    await world.owner.ok("POST", credit(memberId, "free-credit"), { amount: 8 });
    const before = await snapshotOfMember(world.harness, memberId);
    const response = await world.owner.send("POST", credit(memberId, "deduct-credit"), body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await snapshotOfMember(world.harness, memberId)).toEqual(before);
  });

  it("applies a repeated Idempotency-Key once", async () => {
    const memberId = String((await enrol(world, "+60134000011")).id);
    await world.owner.ok("POST", credit(memberId, "free-credit"), { amount: 5 });
    const headers = { "idempotency-key": "deduct-1" };
    await world.owner.ok("POST", credit(memberId, "deduct-credit"), { amount: 1 }, headers);
    const again = await world.owner.ok("POST", credit(memberId, "deduct-credit"), { amount: 1 }, headers);
    expect(again.balance).toBe(4);
  });
});

describe("free credit expiry and the ledger", () => {
  it("closes expired free credit with an EXPIRED movement; the ledger still sums to the balance", async () => {
    const { harness } = world;
    const memberId = String((await enrol(world, "+60134000020")).id);
    await world.owner.ok("POST", credit(memberId, "free-credit"), { amount: 1, freeCredit: { amount: 2, validity: 1, unit: "day" } });
    harness.clock.advance({ hours: 48 });
    world = { ...world, owner: await signInAgain(harness, world.owner) };
    expect((await world.owner.ok("GET", world.path(`/members/${memberId}`))).balance).toBe(1);
    const expired = await world.owner.ok("POST", world.path("/credit-expiry"));
    expect(expired.expired).toBeGreaterThanOrEqual(1);
    const today = harness.clock.now().toZonedDateTimeISO("Asia/Kuala_Lumpur").toPlainDate().toString();
    const report = await world.owner.ok("GET", `/businesses/${world.businessId}/transactions/credit?from=2026-01-01&to=${today}&limit=1000`);
    expect(decodeCreditTransactionPage(report)).toEqual(report);
    const mine = report.resources.filter((t: any) => t.memberId === memberId);
    expect(mine.map((t: any) => [t.seqNo, t.source, t.normal, t.free])).toEqual([[2, "EXPIRED", 0, -2], [1, "PORTAL", 1, 2]]);
    const check = await world.owner.ok("GET", world.path("/credit-check"));
    expect(check.mismatches).toEqual([]);
    expect(check.checked).toBeGreaterThan(0);
  });
});

describe("credit transaction report", () => {
  it("filters by dates in the business time zone, by restaurant, and pages", async () => {
    const shop = await openMemberShop(world.harness, "+60123460099", { creditOneToOne: false });
    const owner = () => signInAgain(world.harness, shop.owner);
    const send = async (memberId: string, amount: number) =>
      (await owner()).ok("POST", shop.path(`/members/${memberId}/free-credit`), { amount });
    const memberId = String((await shop.owner.ok("POST", shop.path("/members"), { phoneNumber: "+60134000030" })).id);
    // The clock now reads 2026-01-07T08:00Z (15:00 KL): 17:00Z is already the 8th in KL.
    await send(memberId, 100);
    world.harness.clock.advance({ hours: 9 });
    await send(memberId, 200);
    await send(memberId, 300);
    const report = async (query: string) => (await owner()).ok("GET", `/businesses/${shop.businessId}/transactions/credit?${query}`);
    expect((await report("from=2026-01-07&to=2026-01-07")).resources.map((t: any) => t.normal)).toEqual([100]);
    const eighth = await report("from=2026-01-08&to=2026-01-08");
    expect(eighth.pagination.totalResources).toBe(2);
    const paged = await report("from=2026-01-07&to=2026-01-08&limit=1&skip=1");
    expect(paged.resources).toHaveLength(1);
    expect(paged.pagination.totalResources).toBe(3);
    expect((await report(`from=2026-01-07&to=2026-01-08&restaurantId=${shop.restaurantId}`)).pagination.totalResources).toBe(0);
    const bad = await (await owner()).send("GET", `/businesses/${shop.businessId}/transactions/credit?from=2026-01-08&to=2026-01-07`);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe("Invalid date range");
  });
});
