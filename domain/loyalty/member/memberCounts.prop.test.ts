// Properties of the member counts (memberCounts.ts, memberCounts.projection.ts): after any script
// of enrolments and level changes across businesses, run through the registered member
// projections, each business's counts row equals the counts of its member rows; and the joins
// read back in any time zone are the joins of each month of that zone.
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../../engine/events";
import { type ProjectionTx, type Row, applyProjections } from "../../engine/projection";
import { type MemberCounts, NO_MEMBERS, countMembers, joinsInZone, sumCounts } from "./memberCounts";
import { MEMBER_COUNTS_TABLE } from "./memberCounts.projection";
import { EMPTY_STAT } from "./memberStat";
import { MEMBERS_TABLE } from "./members.projection";
import { memberProjections } from "./projections";

const ZONES = ["UTC", "Asia/Kuala_Lumpur", "Asia/Kathmandu", "Pacific/Kiritimati", "Etc/GMT+12", "America/St_Johns", "Europe/London"];

/** Instants anywhere in two years, and within 30 hours of a UTC month's start. */
const instantArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms).toString()),
  fc
    .record({ month: fc.integer({ min: 0, max: 23 }), seconds: fc.integer({ min: -30 * 3600, max: 30 * 3600 }) })
    .map(({ month, seconds }) => Temporal.Instant.fromEpochMilliseconds(Date.UTC(2025, month, 1) + seconds * 1000).toString()),
);

type Step =
  | { readonly kind: "enrol"; readonly business: number; readonly joinedAt: string }
  | { readonly kind: "edit" | "bill" | "reward"; readonly member: number; readonly level: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("enrol" as const), business: fc.integer({ min: 0, max: 1 }), joinedAt: instantArb }),
  fc.record({ kind: fc.constantFrom("edit" as const, "bill" as const, "reward" as const), member: fc.nat(), level: fc.integer({ min: 0, max: 4 }) }),
);

const memoryTx = (tables: Map<string, Map<string, Row>>): ProjectionTx => {
  const table = (name: string) => tables.get(name) ?? tables.set(name, new Map()).get(name)!;
  return {
    get: async (name, key) => table(name).get(key),
    getForUpdate: async (name, key) => table(name).get(key),
    put: async (name, key, row) => void table(name).set(key, row),
    remove: async (name, key) => void table(name).delete(key),
  };
};

const money = { amount: 0, precision: 2, currency: "MYR" };

/** The script as recorded events; level changes go to an enrolled member, picked by index. */
const eventsOf = (steps: ReadonlyArray<Step>): RecordedEvent[] => {
  const versions: number[] = [];
  return steps.flatMap((step, position): RecordedEvent[] => {
    const at = "2026-06-01T00:00:00Z";
    const recorded = (member: number, type: string, data: unknown): RecordedEvent => {
      versions[member] = (versions[member] ?? 0) + 1;
      return { position: position + 1, streamId: `member-m${member}`, version: versions[member]!, type, v: 1, data, meta: { actor: null, correlationId: "c" }, occurredAt: at };
    };
    if (step.kind === "enrol") {
      const member = versions.length;
      const enrolment = { memberId: `m${member}`, businessId: `b${step.business}`, phoneNumber: `+6012${member}`, name: null, birthday: null, cardNo: null };
      return [recorded(member, "MemberEnrolled", { ...enrolment, joinedAt: step.joinedAt, onJoinRewardIds: [] })];
    }
    if (versions.length === 0) return [];
    const member = step.member % versions.length;
    if (step.kind === "edit") return [recorded(member, "MemberProfileUpdated", { level: step.level, experience: 0, cardNo: null, updatedAt: at })];
    if (step.kind === "reward") return [recorded(member, "RewardSent", { rewardId: "r", sentAt: at })];
    return [
      recorded(member, "BillCompleted", {
        billId: `bill${position}`, restaurantId: "r", total: money, items: [], closedAt: at, experienceGained: 0, levelUps: [],
        level: step.level, experience: 0, stat: EMPTY_STAT, totalSpent: money, cashbackTransactionId: null,
      }),
    ];
  });
};

describe("the member counts", () => {
  it("equal, for each business, the counts of its member rows after any enrolments and level changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
        const tables = new Map<string, Map<string, Row>>();
        await applyProjections(memberProjections, eventsOf(steps), memoryTx(tables), (event) => event);
        const members = [...(tables.get(MEMBERS_TABLE)?.values() ?? [])];
        for (const businessId of ["b0", "b1"]) {
          const mine = members.filter((row) => row.businessId === businessId).map((row) => ({ joinedAt: String(row.joinedAt), level: Number(row.level) }));
          // The business's shards summed (memberCountsOf reads them the same way).
          const shards = [...(tables.get(MEMBER_COUNTS_TABLE)?.values() ?? [])].filter((row) => row.businessId === businessId);
          const summed = shards.map(({ businessId: _, ...counts }) => counts as unknown as MemberCounts).reduce(sumCounts, NO_MEMBERS);
          expect(summed).toEqual(countMembers(mine));
        }
      }),
    );
  });

  it("of two disjoint sets of members sum to the counts of both together", () => {
    const memberArb = fc.record({ joinedAt: instantArb, level: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(memberArb, { maxLength: 30 }), fc.array(memberArb, { maxLength: 30 }), (a, b) => {
        expect(sumCounts(countMembers(a), countMembers(b))).toEqual(countMembers([...a, ...b]));
      }),
    );
  });

  it("give back, in any time zone, the joins of each month of that zone", () => {
    fc.assert(
      fc.property(fc.array(instantArb, { maxLength: 30 }), fc.constantFrom(...ZONES), (joins, zone) => {
        const expected = new Map<string, number>();
        for (const joinedAt of joins) {
          const month = Temporal.Instant.from(joinedAt).toZonedDateTimeISO(zone).toPlainDate().toPlainYearMonth().toString();
          expected.set(month, (expected.get(month) ?? 0) + 1);
        }
        const counted = joinsInZone(countMembers(joins.map((joinedAt) => ({ joinedAt, level: 0 }))), zone);
        expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(expected));
      }),
    );
  });
});
