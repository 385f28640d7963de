// The member list's answer kept with the page the store keeps (adapters/server/loyalty/
// memberPageAnswer.ts): the same bytes for the same rows, programme and count, made again when
// one of them changes or when a free-credit lot it shows expires, with no write in between.
import { beforeAll, describe, expect, it } from "vitest";
import { memberPageAnswer } from "../../adapters/server/loyalty/memberPageAnswer";
import { loadProgramme } from "../../domain/loyalty/application/activeProgramme";
import { MEMBERS_TABLE } from "../../domain/loyalty/member/members.projection";
import { type MemberWorld, enrol, startMemberWorld } from "./loyaltyMembersHarness";

let world: MemberWorld;

beforeAll(async () => {
  world = await startMemberWorld({ creditOneToOne: true });
});

describe("a kept member page answer", () => {
  it("stays the same bytes until what it shows changes, and drops a free-credit lot once it expires", async () => {
    const { harness, businessId } = world;
    const memberId = String((await enrol(world, "+60134000090")).id);
    await world.owner.ok("POST", world.path(`/members/${memberId}/free-credit`), { amount: 1, freeCredit: { amount: 2, validity: 1, unit: "day" } });
    const rows = [(await harness.store.readModels.get(MEMBERS_TABLE, memberId))!];
    const programme = await loadProgramme(harness.engine, businessId);
    const now = harness.clock.now();
    const first = memberPageAnswer(rows, 1, programme, now);
    const shown = JSON.parse(first.bytes.toString()).data;
    expect(shown.pagination.totalResources).toBe(1);
    expect(shown.resources[0]).toMatchObject({ id: memberId, balance: 3, creditBalance: { normal: 1, free: [expect.objectContaining({ amount: 2 })] } });
    expect(memberPageAnswer(rows, 1, programme, now.add({ hours: 1 }))).toBe(first);
    const later = JSON.parse(memberPageAnswer(rows, 1, programme, now.add({ hours: 48 })).bytes.toString()).data;
    expect(later.resources[0]).toMatchObject({ balance: 1, creditBalance: { normal: 1, free: [] } });
    expect(JSON.parse(memberPageAnswer(rows, 2, programme, now.add({ hours: 48 })).bytes.toString()).data.pagination.totalResources).toBe(2);
  });
});
