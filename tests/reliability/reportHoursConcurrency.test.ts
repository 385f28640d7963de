// The report's hour rows under concurrency (domain/report/reportHours.projection.ts): one row per
// business, restaurant and hour, which every enrolment, bill and credit movement of that hour
// changes. 60 members enrolled at once must count 60 new members in the business-wide rows. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, where the units run in concurrent
// transactions and only the row lock (getForUpdate) keeps one figure from overwriting another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_HOURS_TABLE } from "../../domain/report/reportHours.projection";
import { openAppOnStore } from "../support/appOnStore";
import { storeFactories } from "../support/storeFactories";
import { type Client, type Harness, signUp } from "../api/businessHarness";

const factories = storeFactories().filter((f) => f.name !== "memory");

describe.each(factories)("the report's hour rows on $name", (factory) => {
  let harness: Harness;
  let dispose: () => Promise<void>;
  let businessId: string;
  let owner: Client;

  beforeAll(async () => {
    ({ harness, dispose } = await openAppOnStore(factory));
    owner = await signUp(harness, "+60123490201");
    businessId = String((await owner.ok("POST", "/businesses", { name: "Busy hour kopi" })).id);
    await owner.ok("POST", `/businesses/${businessId}/membership`, { creditOneToOne: true });
  }, 120_000);

  afterAll(async () => dispose());

  it("counts every one of 60 concurrent enrolments as a new member", async () => {
    const phones = Array.from({ length: 60 }, (_, i) => `+6013620${String(i).padStart(4, "0")}`);
    await Promise.all(phones.map((phoneNumber) => owner.ok("POST", `/businesses/${businessId}/membership/members`, { phoneNumber })));
    const { rows } = await harness.store.readModels.list(REPORT_HOURS_TABLE, { where: { businessId } });
    const newMembers = rows.reduce((sum, row) => sum + Number((row.figures as { newMembers: number }).newMembers), 0);
    expect(newMembers).toBe(60);
  }, 120_000);
});
