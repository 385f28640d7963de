import { beforeEach, describe, expect, it } from "vitest";
import { testAppDeps } from "../../../tests/support/apiHarness";
import { openAccount } from "../../auth/application/openAccount";
import { PHONE_IN_USE, phoneClaimDecider, phoneStreamId } from "../../auth/phoneClaim";
import { businessDecider } from "../../business/business";
import { DEFAULT_MENU_VERSION } from "../../business/businessProfile";
import { businessStreamId } from "../../business/businessModel";
import { agentCodeClaim, agentCodeStreamId, businessUrlClaim, businessUrlStreamId } from "../../business/uniqueClaim";
import { memberDecider } from "../../loyalty/member/member";
import { memberStreamId } from "../../loyalty/member/memberModel";
import { memberPhoneClaim, memberPhoneStreamId } from "../../loyalty/member/memberPhoneClaim";
import { membershipUrlClaim, membershipUrlStreamId } from "../../loyalty/programme/membershipUrl";
import { REPAIR_ACTOR, releaseOrphanClaims } from "./releaseOrphanClaims";

const SHOP = "b00000000000000000000001";
const GHOST = "f00000000000000000000001";
const seeder = { actor: "test" };

let engine: ReturnType<typeof testAppDeps>["engine"];

const streamIds = async () => [...new Set((await engine.store.readAll(0, 100_000)).map((event) => event.streamId))];
const claimVersions = async () =>
  Promise.all((await streamIds()).map(async (id) => [id, (await engine.store.readStream(id)).version] as const));

/** What a crash left behind before claims and owners were one unit: each claim appended alone. */
const seedOrphans = async () => {
  const { runner } = engine;
  await runner.run(phoneClaimDecider, phoneStreamId("+60111000001"), { type: "ClaimPhone", data: { phoneNumber: "+60111000001", userId: GHOST } }, seeder);
  await runner.run(agentCodeClaim, agentCodeStreamId("GHOST1"), { type: "Claim", data: { key: "GHOST1", ownerId: GHOST } }, seeder);
  await runner.run(memberPhoneClaim, memberPhoneStreamId(SHOP, "+60111000002"), { type: "Claim", data: { key: "+60111000002", ownerId: GHOST } }, seeder);
  await runner.run(membershipUrlClaim, membershipUrlStreamId("ghost-club"), { type: "Claim", data: { key: "ghost-club", ownerId: GHOST } }, seeder);
};

/** A business that moved from `old-shop` to `new-shop` but crashed before releasing `old-shop`. */
const seedMovedBusiness = async () => {
  const { runner } = engine;
  const profile = { name: "Kopi", thumbnail: null };
  await runner.transact(async (unit) => {
    await unit.decide(businessUrlClaim, businessUrlStreamId("old-shop"), { type: "Claim", data: { key: "old-shop", ownerId: SHOP } });
    await unit.decide(businessDecider, businessStreamId(SHOP), {
      type: "CreateBusiness", data: { ...profile, url: "old-shop", businessId: SHOP, menuVersion: DEFAULT_MENU_VERSION, ownerId: GHOST },
    });
  }, seeder);
  await runner.run(businessUrlClaim, businessUrlStreamId("new-shop"), { type: "Claim", data: { key: "new-shop", ownerId: SHOP } }, seeder);
  await runner.run(businessDecider, businessStreamId(SHOP), { type: "UpdateBusinessProfile", data: { ...profile, url: "new-shop" } }, seeder);
};

beforeEach(() => {
  ({ engine } = testAppDeps());
});

describe("releasing orphan claims", () => {
  it("finds every claim whose owner is missing or holds another key, and keeps the claims that are backed", async () => {
    await seedOrphans();
    await seedMovedBusiness();
    await openAccount(engine, { phoneNumber: "+60111000003", name: "Aina", passwordHash: "hash" }, null);
    await engine.runner.run(memberPhoneClaim, memberPhoneStreamId(SHOP, "+60111000004"), { type: "Claim", data: { key: "+60111000004", ownerId: "a00000000000000000000001" } }, seeder);
    await engine.runner.run(memberDecider, memberStreamId("a00000000000000000000001"), {
      type: "EnrolMember",
      data: { memberId: "a00000000000000000000001", businessId: SHOP, phoneNumber: "+60111000004", name: null, birthday: null, cardNo: null, onJoinRewardIds: [] },
    }, seeder);

    const report = await releaseOrphanClaims(engine, await streamIds(), { dryRun: false });

    expect(report.held).toBe(3);
    expect(report.orphans).toEqual([
      { streamId: "phone-+60111000001", kind: "phone", key: "+60111000001", ownerStreamId: `user-${GHOST}`, reason: "owner missing", released: true },
      { streamId: "agent-code-GHOST1", kind: "agent code", key: "GHOST1", ownerStreamId: `agent-${GHOST}`, reason: "owner missing", released: true },
      { streamId: `membership-phone-${SHOP}-+60111000002`, kind: "member phone", key: "+60111000002", ownerStreamId: `member-${GHOST}`, reason: "owner missing", released: true },
      { streamId: "membership-url-ghost-club", kind: "membership URL", key: "ghost-club", ownerStreamId: `programme-${GHOST}`, reason: "owner missing", released: true },
      { streamId: "business-url-old-shop", kind: "business URL", key: "old-shop", ownerStreamId: `business-${SHOP}`, reason: "owner moved on", released: true },
    ]);
  });

  it("frees the key for a new owner, records who released it, and finds nothing the second time", async () => {
    await seedOrphans();
    await releaseOrphanClaims(engine, await streamIds(), { dryRun: false });

    const [released] = (await engine.store.readStream(phoneStreamId("+60111000001"))).events.slice(-1);
    expect([released?.type, released?.meta.actor]).toEqual(["PhoneReleased", REPAIR_ACTOR]);
    await expect(openAccount(engine, { phoneNumber: "+60111000001", name: "Mei", passwordHash: "hash" }, null)).resolves.toBeTypeOf("string");
    expect(await releaseOrphanClaims(engine, await streamIds(), { dryRun: false })).toEqual({ held: 1, orphans: [] });
  });

  it("on a dry run lists the orphans and writes nothing", async () => {
    await seedOrphans();
    const before = await claimVersions();

    const report = await releaseOrphanClaims(engine, await streamIds(), { dryRun: true });

    expect(report.orphans.map((orphan) => [orphan.streamId, orphan.released])).toEqual([
      ["phone-+60111000001", false],
      ["agent-code-GHOST1", false],
      [`membership-phone-${SHOP}-+60111000002`, false],
      ["membership-url-ghost-club", false],
    ]);
    expect(await claimVersions()).toEqual(before);
    await expect(openAccount(engine, { phoneNumber: "+60111000001", name: "Mei", passwordHash: "hash" }, null)).rejects.toThrow(PHONE_IN_USE);
  });
});
