// A business's member counts under concurrency (the member_counts aggregate, shared by every
// member stream of the business): 60 members enrolled at once and 30 of them edited to another
// level at once → the summary counts all 60, the levels add up, and the counts row equals what
// the member rows say. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, where the
// appends run in concurrent transactions and only the row lock (getForUpdate) keeps a count from
// overwriting another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBERS_TABLE } from "../../domain/loyalty/member/members.projection";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";
import { type Client, type Harness, signUp } from "../api/businessHarness";

const factories = storeFactories().filter((f) => f.name !== "memory");

describe.each(factories)("member counts on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let businessId: string;
  let owner: Client;
  const path = (suffix: string) => `/businesses/${businessId}/membership${suffix}`;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    owner = await signUp(harness, "+60123490101");
    businessId = String((await owner.ok("POST", "/businesses", { name: "Crowded kopi" })).id);
    await owner.ok("POST", path(""), { creditOneToOne: true });
  }, 120_000);

  afterAll(async () => dispose());

  it("counts every one of 60 concurrent enrolments and 30 concurrent level edits", async () => {
    const phones = Array.from({ length: 60 }, (_, i) => `+6013610${String(i).padStart(4, "0")}`);
    const members = await Promise.all(phones.map((phoneNumber) => owner.ok("POST", path("/members"), { phoneNumber })));
    await Promise.all(members.slice(0, 30).map((member, i) =>
      owner.ok("PUT", path(`/members/${member.id}`), { level: 1 + (i % 3), experience: 0, _rev: member._rev })));
    const summary = await owner.ok("GET", path("/summary"));
    expect(summary.memberCount).toBe(60);
    expect(summary.newThisMonth).toBe(60);
    const { rows } = await harness.store.readModels.list(MEMBERS_TABLE, { where: { businessId } });
    const byLevel = new Map<number, number>();
    for (const row of rows) byLevel.set(Number(row.level), (byLevel.get(Number(row.level)) ?? 0) + 1);
    expect(summary.levels).toEqual([...byLevel].sort(([a], [b]) => a - b).map(([level, memberCount]) => ({ level, memberCount })));
    expect(summary.levels).toEqual([{ level: 0, memberCount: 30 }, { level: 1, memberCount: 10 }, { level: 2, memberCount: 10 }, { level: 3, memberCount: 10 }]);
  }, 120_000);
});
