import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../../engine/events";
import { programmeAsOf } from "./programmeAsOf";

const BUSINESS = "b".repeat(24);
const recorded = (version: number, occurredAt: string, type: string, data: unknown): RecordedEvent =>
  ({ streamId: `programme-${BUSINESS}`, version, position: version, type, v: 1, data, meta: { actor: null, correlationId: "c" }, occurredAt }) as unknown as RecordedEvent;

const events = [
  recorded(1, "2026-01-01T00:00:00Z", "ProgrammeCreated", {
    businessId: BUSINESS, baseTierName: "Basic", createdAt: "2026-01-01T00:00:00Z",
    settings: { name: "First", url: null, baseExpToLevelUp: 300, targetRestaurant: [], cashback: null, creditOneToOne: false, freeCreditAsDiscount: false, experiencePerSpent: 1 },
  }),
  recorded(2, "2026-02-01T00:00:00Z", "ProgrammeSettingsUpdated", {
    settings: { name: "Second", url: null, baseExpToLevelUp: 300, targetRestaurant: [], cashback: null, creditOneToOne: false, freeCreditAsDiscount: false, experiencePerSpent: 1 },
  }),
];

describe("programmeAsOf", () => {
  it("folds the events up to the instant", () => {
    expect(programmeAsOf(events, Temporal.Instant.from("2026-01-15T00:00:00Z")).name).toBe("First");
    expect(programmeAsOf(events, Temporal.Instant.from("2026-02-01T00:00:00Z")).name).toBe("Second");
  });

  it("answers 'Membership not found' before the setup", () => {
    expect(() => programmeAsOf(events, Temporal.Instant.from("2025-12-31T00:00:00Z"))).toThrow("Membership not found");
  });
});
