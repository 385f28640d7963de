import { beforeEach, describe, expect, it } from "vitest";
import { AS_OWNER, type LoyaltyEngine, deleteVoucher, givenProgramme, givenRewardVoucher, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { memberPhoneClaim, memberPhoneStreamId } from "../member/memberPhoneClaim";
import { MEMBERS_TABLE } from "../member/members.projection";
import { VOUCHER_CLAIMS_TABLE } from "../../marketing/vouchers.projection";
import { enrolMember } from "./enrolMember";

const BUSINESS = "b".repeat(24);
let world: LoyaltyEngine;

beforeEach(() => {
  world = loyaltyEngine();
});

describe("enrolMember", () => {
  it("claims the phone, enrols the member and assigns the on-join reward in one unit", async () => {
    const { engine } = world;
    const voucher = await givenRewardVoucher(engine, BUSINESS, "v".repeat(24));
    await givenProgramme(engine, BUSINESS, { type: "ReplaceOnJoinReward", data: { vouchers: [voucher] } });
    const enrolled = await enrolMember(engine, BUSINESS, { phoneNumber: "012-345 6789", name: " Aina ", birthday: "1990/04/02", cardNo: " C-1 " }, AS_OWNER);
    expect(enrolled.rewardClaims).toEqual({ assigned: [{ voucherId: voucher, claimId: expect.any(String) }], failed: [] });
    expect(await engine.readModels.get(MEMBERS_TABLE, enrolled.memberId)).toMatchObject({
      businessId: BUSINESS, phoneNumber: "+60123456789", name: "Aina", birthday: "1990-04-02", cardNo: "C-1",
    });
    const claim = await engine.runner.load(memberPhoneClaim, memberPhoneStreamId(BUSINESS, "+60123456789"));
    expect(claim.state.ownerId).toBe(enrolled.memberId);
    const claims = await engine.readModels.list(VOUCHER_CLAIMS_TABLE, { where: { memberId: enrolled.memberId } });
    expect(claims.rows.map((c) => c.voucherId)).toEqual([voucher]);
    const unit = (await engine.store.readAll()).slice(-3);
    expect(new Set(unit.map((e) => e.meta.correlationId)).size).toBe(1);
  });

  it("writes nothing when the phone is already a member of the business", async () => {
    const { engine } = world;
    await givenProgramme(engine, BUSINESS);
    await enrolMember(engine, BUSINESS, { phoneNumber: "+60123456789" }, AS_OWNER);
    const before = await world.eventCount();
    await expect(enrolMember(engine, BUSINESS, { phoneNumber: "0123456789", name: "Other" }, AS_OWNER)).rejects.toMatchObject({
      message: "phoneNumber has constraint", status: 409,
    });
    expect(await world.eventCount()).toBe(before);
    expect((await engine.readModels.list(MEMBERS_TABLE, { where: { businessId: BUSINESS } })).total).toBe(1);
  });

  it("enrols the member even when an on-join voucher cannot be claimed, and says which", async () => {
    const { engine } = world;
    const gone = await givenRewardVoucher(engine, BUSINESS, "f".repeat(24));
    const open = await givenRewardVoucher(engine, BUSINESS, "e".repeat(24));
    await givenProgramme(engine, BUSINESS, { type: "ReplaceOnJoinReward", data: { vouchers: [gone, open] } });
    await deleteVoucher(engine, gone);
    const second = await enrolMember(engine, BUSINESS, { phoneNumber: "+60123456702" }, AS_OWNER);
    expect(second.rewardClaims.failed).toEqual([{ voucherId: gone, message: "Voucher not found" }]);
    expect(second.rewardClaims.assigned.map((a) => a.voucherId)).toEqual([open]);
    expect(await engine.readModels.get(MEMBERS_TABLE, second.memberId)).toMatchObject({ phoneNumber: "+60123456702" });
  });

  it("answers the first member for a repeated idempotency key and enrols once", async () => {
    const { engine } = world;
    await givenProgramme(engine, BUSINESS);
    const options = { ...AS_OWNER, idempotency: { key: "owner:enrol:1", fingerprint: "a" } };
    const [first, again] = await Promise.all([
      enrolMember(engine, BUSINESS, { phoneNumber: "+60123456703" }, options),
      enrolMember(engine, BUSINESS, { phoneNumber: "+60123456703" }, options),
    ]);
    expect(again.memberId).toBe(first.memberId);
    expect((await engine.readModels.list(MEMBERS_TABLE, { where: { businessId: BUSINESS } })).total).toBe(1);
  });

  it("refuses before the programme is set up, writing nothing", async () => {
    await expect(enrolMember(world.engine, BUSINESS, { phoneNumber: "+60123456704" }, AS_OWNER)).rejects.toMatchObject({ message: "Membership not found", status: 404 });
    expect(await world.eventCount()).toBe(0);
  });
});
