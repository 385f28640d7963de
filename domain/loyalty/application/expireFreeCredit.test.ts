import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { AS_OWNER, givenMember, givenProgramme, loyaltyEngine } from "../../../tests/support/loyaltyEngine";
import { CREDIT_TRANSACTIONS_TABLE } from "../member/creditTransactions.projection";
import { MEMBERS_TABLE } from "../member/members.projection";
import { expireFreeCredit } from "./expireFreeCredit";
import { sendCredit } from "./sendCredit";

const BUSINESS = "b".repeat(24);

describe("expireFreeCredit", () => {
  it("closes each expired free lot with one EXPIRED movement, and nothing when run again", async () => {
    const world = loyaltyEngine("2026-03-10T04:00:00Z");
    await givenProgramme(world.engine, BUSINESS);
    const lapsed = await givenMember(world.engine, BUSINESS, "+60123450041");
    const idle = await givenMember(world.engine, BUSINESS, "+60123450042");
    await sendCredit(world.engine, { businessId: BUSINESS, memberId: lapsed }, { amount: 1, freeCredit: { amount: 5, validity: 1, unit: "day" } }, AS_OWNER);
    expect(await expireFreeCredit(world.engine, BUSINESS, AS_OWNER)).toEqual({ visited: 2, served: 0, failed: 0 });
    world.clock.now = Temporal.Instant.from("2026-03-12T04:00:00Z");
    expect(await expireFreeCredit(world.engine, BUSINESS, AS_OWNER)).toEqual({ visited: 2, served: 1, failed: 0 });
    expect(await expireFreeCredit(world.engine, BUSINESS, AS_OWNER)).toEqual({ visited: 2, served: 0, failed: 0 });
    expect(await world.engine.readModels.get(MEMBERS_TABLE, lapsed)).toMatchObject({ balance: 100 });
    const { rows } = await world.engine.readModels.list(CREDIT_TRANSACTIONS_TABLE, { where: { memberId: lapsed } });
    expect(rows.map((r) => r.source).sort()).toEqual(["EXPIRED", "PORTAL"]);
    expect(await world.engine.readModels.get(MEMBERS_TABLE, idle)).toMatchObject({ balance: 0 });
  });
});
