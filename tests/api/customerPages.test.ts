// The member-facing pages' API over HTTP (issue 19; ARCHITECTURE §3 customer claim): a claim
// needs a `claim` OTP proof of that very phone (a made-up number, another phone's token, a
// register token, a spent token: 401 and nothing written); a proof claims once; the public
// voucher and store faces; a member's own card, credit, titles and vouchers only with a customer
// token, and only in the business asked, for the phone it proves; rate limits; bounded input.
import { beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_CLAIMS_TABLE } from "../../domain/marketing/vouchers.projection";
import { call, verifyPhone } from "../support/apiHarness";
import { customerSession, publicClaimer } from "./customerHarness";
import { type MemberWorld, enrol, openMemberShop, startMemberWorld } from "./loyaltyMembersHarness";
import { validCompany } from "./businessHarness";
import { voucherBody } from "./voucherHarness";

const NOT_VERIFIED = "Phone number not verified, please request a new OTP";
let world: MemberWorld;
let other: Awaited<ReturnType<typeof openMemberShop>>;
let voucherId: string;
let otherVoucherId: string;

const attraction = async (shop: Pick<MemberWorld, "owner" | "businessId">, name: string) =>
  String((await shop.owner.ok("POST", `/businesses/${shop.businessId}/vouchers`, voucherBody("SIMPLE_CLAIM", { name, options: { simpleClaim: { maxClaim: 50 } } }))).id);
const claim = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  world.harness.app.inject({ method: "POST", url: `/api/v2/public/vouchers/${id}/claim`, payload: body as object, headers });
const claimsOf = async (id: string) => (await world.harness.store.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { voucherId: id } })).total;
const me = (storeKey: string, token?: string) =>
  world.harness.app.inject({ method: "GET", url: `/api/v2/public/stores/${storeKey}/me`, ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }) });

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true, url: "kopi-kita-rewards" });
  other = await openMemberShop(world.harness, "+60123460002");
  voucherId = await attraction(world, "Free kopi");
  otherVoucherId = await attraction(other, "Other shop kopi");
});

describe("the claim needs a proven phone", () => {
  it("a made-up number without a token is 401 and claims nothing", async () => {
    for (const body of [{ phoneNumber: "+60177000001" }, { phoneNumber: "+60177000001", verificationToken: "made-up" }]) {
      const response = await claim(voucherId, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(NOT_VERIFIED);
    }
    expect(await claimsOf(voucherId)).toBe(0);
  });

  it("a token for another phone, or for another purpose, is 401", async () => {
    const othersToken = await verifyPhone(world.harness.app, "+60177000002", "claim");
    expect((await claim(voucherId, { phoneNumber: "+60177000003", verificationToken: othersToken })).statusCode).toBe(401);
    const registerToken = await verifyPhone(world.harness.app, "+60177000004", "register");
    expect((await claim(voucherId, { phoneNumber: "+60177000004", verificationToken: registerToken })).json().message).toBe(NOT_VERIFIED);
    expect(await claimsOf(voucherId)).toBe(0);
  });

  it("a proof claims once: the same token again is 401; a refused claim leaves it unspent", async () => {
    const token = await verifyPhone(world.harness.app, "+60177000005", "claim");
    expect((await claim("64b7f0c2a1d3e4f5a6b7c8d9", { phoneNumber: "+60177000005", verificationToken: token })).statusCode).toBe(404);
    const first = await claim(voucherId, { phoneNumber: "+60177000005", verificationToken: token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ voucherId, phoneNumber: "+60177000005", customerToken: expect.any(String) });
    const again = await claim(otherVoucherId, { phoneNumber: "+60177000005", verificationToken: token });
    expect(again.statusCode).toBe(401);
    expect(await claimsOf(otherVoucherId)).toBe(0);
  });

  it("a retried claim with the same Idempotency-Key answers the first one", async () => {
    const token = await verifyPhone(world.harness.app, "+60177000006", "claim");
    const headers = { "idempotency-key": "claim-once" };
    const first = await claim(voucherId, { phoneNumber: "+60177000006", verificationToken: token }, headers);
    const second = await claim(voucherId, { phoneNumber: "+60177000006", verificationToken: token }, headers);
    expect(second.json().data.id).toBe(first.json().data.id);
  });
});

describe("a claim link's code", () => {
  it("gives that unassigned claim to the proven phone, within the quota it already holds", async () => {
    const full = String((await world.owner.ok("POST", `/businesses/${world.businessId}/vouchers`, voucherBody("SIMPLE_CLAIM", { name: "Two codes", options: { simpleClaim: { maxClaim: 2 } } }))).id);
    const { codes } = await world.owner.ok("POST", `/businesses/${world.businessId}/vouchers/${full}/claims`, { type: "bulk", count: 2 });
    const face = (query = "") => call(world.harness.app, "GET", `/api/v2/public/vouchers/${full}${query}`).then((r) => r.json().data.claimProblem);
    expect(await face()).toBe("Voucher quota reached");
    expect(await face(`?code=${codes[0]}`)).toBeNull();
    expect(await face("?code=NOPE")).toBe("Claim not found");
    const claimer = publicClaimer(world.harness);
    const claimed = await claimer.claim(full, "+60177000013");
    expect(claimed.json().message).toBe("Voucher quota reached");
    const token = await claimer.proofFor("+60177000013");
    const taken = await claim(full, { phoneNumber: "+60177000013", verificationToken: token, code: codes[0] });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ code: codes[0], phoneNumber: "+60177000013", assigned: true });
    expect(await face(`?code=${codes[0]}`)).toBe("This claim code has already been claimed");
    const voucher = await world.owner.ok("GET", `/businesses/${world.businessId}/vouchers/${full}`);
    expect(voucher.currentClaim).toBe(2);
    const assigned = await world.owner.ok("GET", `/businesses/${world.businessId}/vouchers/${full}/claims?type=assigned`);
    expect(assigned.resources.map((c: { code: string }) => c.code)).toEqual([codes[0]]);
    const again = await claimer.claim(full, "+60177000014");
    expect(again.statusCode).toBe(409);
  });
});

describe("public faces", () => {
  it("a voucher tells its name, business, store address and whether it can be claimed, not who claimed", async () => {
    const answer = await call(world.harness.app, "GET", `/api/v2/public/vouchers/${voucherId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id: voucherId, name: "Free kopi", businessId: world.businessId, storeKey: "kopi-kita-rewards", claimProblem: null });
    expect(JSON.stringify(answer.json().data)).not.toContain("+60177");
    expect((await call(world.harness.app, "GET", "/api/v2/public/vouchers/64b7f0c2a1d3e4f5a6b7c8d9")).json().message).toBe("Voucher not found");
  });

  it("a store answers by membership URL or business id, bundles once activated, and 404 otherwise", async () => {
    await world.owner.ok("PUT", `/businesses/${world.businessId}/company`, validCompany);
    await world.owner.ok("PUT", world.path("/store"), { taxes: [] });
    await world.owner.ok("PUT", world.path("/store-bundle"), { categories: [{ name: "Top ups", bundles: [{ name: "Top up 50", price: 45.5, credit: { normal: 50 } }] }] });
    const bySlug = (await call(world.harness.app, "GET", "/api/v2/public/stores/kopi-kita-rewards")).json().data;
    expect(bySlug).toMatchObject({ businessId: world.businessId, storeActive: true, categories: [{ name: "Top ups", bundles: [{ name: "Top up 50", credit: { normal: 50 } }] }] });
    expect(JSON.stringify(bySlug)).not.toContain("sstRegNo");
    expect((await call(world.harness.app, "GET", `/api/v2/public/stores/${world.businessId}`)).json().data.businessId).toBe(world.businessId);
    const missing = await call(world.harness.app, "GET", "/api/v2/public/stores/no-such-store");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Member store not found");
  });
});

describe("a member's own view", () => {
  it("reveals nothing without a customer token, nor with a made-up or verification token", async () => {
    const verification = await verifyPhone(world.harness.app, "+60177000007", "claim");
    for (const token of [undefined, "made-up", verification]) {
      const response = await me("kopi-kita-rewards", token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: NOT_VERIFIED });
    }
  });

  it("shows the proven phone's card, level, credit and vouchers, and only its own", async () => {
    const siti = await enrol(world, "+60177000008", { name: "Siti" });
    await enrol(world, "+60177000009", { name: "Other member" });
    const { titles } = await world.owner.ok("PUT", world.path("/titles"), { titles: [{ name: "Regular", icon: "star" }, { name: "Staff pick", icon: "eye", internal: true }] });
    await world.owner.ok("PUT", world.path("/assign-title"), { memberIds: [siti.id], titleId: titles[0].id, days: 30 });
    await world.owner.ok("PUT", world.path("/assign-title"), { memberIds: [siti.id], titleId: titles[1].id, days: 30 });
    await publicClaimer(world.harness).claim(voucherId, "+60177000008");
    const token = await customerSession(world.harness, "+60177000008");
    const view = (await me("kopi-kita-rewards", token)).json().data;
    expect(view).toMatchObject({ phoneNumber: "+60177000008", member: { name: "Siti", level: 0, credit: 0 }, vouchers: [{ voucherId, name: "Free kopi" }] });
    expect(view.member.titles.map((title: { name: string }) => title.name)).toEqual(["Regular"]);
    expect(JSON.stringify(view)).not.toContain("Other member");
  });

  it("a session spends its proof once", async () => {
    const verificationToken = await verifyPhone(world.harness.app, "+60177000010", "claim");
    const open = () => call(world.harness.app, "POST", "/api/v2/public/customer/session", { body: { phoneNumber: "+60177000010", verificationToken } });
    expect((await open()).statusCode).toBe(200);
    expect((await open()).json().message).toBe(NOT_VERIFIED);
    const forAnother = await call(world.harness.app, "POST", "/api/v2/public/customer/session", { body: { phoneNumber: "+60177000011", verificationToken } });
    expect(forAnother.statusCode).toBe(401);
  });

  it("is isolated per business: the other business shows no card nor vouchers of this one", async () => {
    const token = await customerSession(world.harness, "+60177000008");
    const there = (await me(other.businessId, token)).json().data;
    expect(there).toEqual({ phoneNumber: "+60177000008", member: null, vouchers: [] });
  });
});

describe("limits", () => {
  it("public reads are rate-limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await world.harness.app.inject({ method: "GET", url: `/api/v2/public/vouchers/${voucherId}`, remoteAddress: "10.9.9.9" })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("an overlong store key or control characters name nothing", async () => {
    expect((await call(world.harness.app, "GET", `/api/v2/public/stores/${"a".repeat(65)}`)).statusCode).toBe(404);
    expect((await call(world.harness.app, "GET", "/api/v2/public/stores/%00bad")).statusCode).toBe(404);
    const long = await claim(voucherId, { phoneNumber: "+60177000012", verificationToken: "x".repeat(5000) });
    expect(long.statusCode).toBe(400);
  });
});
