import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../../auth/deciderSpec";
import type { Company } from "../../business/company";
import { CONFLICT_MESSAGE } from "../../engine/commandHandler";
import type { RecordedEvent } from "../../engine/events";
import type { Row } from "../../engine/projection";
import { fold } from "../../engine/decider";
import { PROGRAMME_EXISTS, PROGRAMME_NOT_FOUND, programmeDecider } from "./programme";
import { PROGRAMMES_TABLE, programmeProjection } from "./programme.projection";
import type { ProgrammeCommand, ProgrammeEvent } from "./programmeModel";
import { DEFAULT_SETTINGS } from "./settings";
import { STORE_NOT_ACTIVATED, TAX_REGISTRATION_REQUIRED } from "./store";
import { TITLE_WITH_BENEFITS } from "./titles";
import { BENEFIT_TYPE_FIXED } from "./benefits";

const T0 = "2026-01-05T08:00:00.000Z";
const created: ProgrammeEvent = { type: "ProgrammeCreated", data: { businessId: "b1", settings: DEFAULT_SETTINGS, baseTierName: "Basic", createdAt: T0 } };
const vip = { id: "t1", name: "VIP", icon: "crown", image: null, internal: false, acquiredAt: T0 };
const titled: ProgrammeEvent = { type: "TitlesReplaced", data: { titles: [vip] } };
const benefit = {
  id: "b1", name: "Drink", description: "", image: null, requiredTitle: "t1", minTier: null, maxTier: null, minLevel: null, maxLevel: null,
  targetRestaurant: [], options: { type: "basic" as const, effect: { priority: 0, availableOnlineOrder: false, options: {} }, scheduler: { start: { cron: "0 0 * * *" }, timePeriod: [], validity: 1 } },
};
const benefitted: ProgrammeEvent = { type: "BenefitsReplaced", data: { benefits: [benefit] } };
const company: Company = {
  name: "Kopi Sdn Bhd", regNo: "2019", sstRegNo: "W10", phoneNo: "+60321411234",
  address: { line1: "1 Jalan", line2: "", city: "KL", postcode: "50450", state: "WP", country: "MY" }, inclusiveTaxes: [],
};

describe("programme decider", () => {
  it("creates the programme once, with the defaults", () => {
    const create: ProgrammeCommand = { type: "CreateProgramme", data: { businessId: "b1" } };
    expect(given(programmeDecider, []).when(create, at(T0))).toEqual(thenEvents(created));
    expect(given(programmeDecider, [created]).when(create, at(T0))).toEqual(thenError(PROGRAMME_EXISTS, 409));
  });

  it("refuses writes before setup, stale revisions, and appends nothing for no change", () => {
    const rename = (rev?: number): ProgrammeCommand => ({ type: "UpdateSettings", data: { settings: { name: "Club" }, rev } });
    expect(given(programmeDecider, []).when(rename(), at(T0))).toEqual(thenError(PROGRAMME_NOT_FOUND, 404));
    expect(given(programmeDecider, [created, titled]).when(rename(1), at(T0))).toEqual(thenError(CONFLICT_MESSAGE, 409));
    expect(given(programmeDecider, [created]).when({ type: "UpdateSettings", data: { settings: { name: "Membership" } } }, at(T0))).toEqual(thenEvents());
  });

  it("refuses deleting a title benefits require, and changing a benefit's type", () => {
    const history = [created, titled, benefitted];
    expect(given(programmeDecider, history).when({ type: "ReplaceTitles", data: { titles: [] } }, at(T0))).toEqual(thenError(TITLE_WITH_BENEFITS));
    const retype: ProgrammeCommand = { type: "ReplaceBenefits", data: { benefits: [{ id: "b1", name: "Drink", options: { type: "schedule", triggerer: { cron: "0 0 * * *" } } }] } };
    expect(given(programmeDecider, history).when(retype, at(T0))).toEqual(thenError(BENEFIT_TYPE_FIXED));
  });

  it("activates the store only with a tax-registered company, and keeps categories until then", () => {
    const store = (c: Company | null): ProgrammeCommand => ({ type: "UpdateStore", data: { store: {}, company: c } });
    expect(given(programmeDecider, [created]).when(store(null), at(T0))).toEqual(thenError(TAX_REGISTRATION_REQUIRED));
    expect(given(programmeDecider, [created]).when(store({ ...company, sstRegNo: " " }), at(T0))).toEqual(thenError(TAX_REGISTRATION_REQUIRED));
    expect(given(programmeDecider, [created]).when({ type: "ReplaceStoreCategories", data: { categories: [] } }, at(T0))).toEqual(thenError(STORE_NOT_ACTIVATED, 409));
    expect(given(programmeDecider, [created]).when(store(company), at(T0)))
      .toEqual(thenEvents({ type: "StoreSettingsUpdated", data: { store: { activated: true, company, taxes: [] } } }));
  });
});

describe("programme projection", () => {
  it("holds exactly the fold of the stream, with _rev", async () => {
    const rows = new Map<string, Row>();
    const tx = {
      get: async (_t: string, key: string) => rows.get(key),
      getForUpdate: async (_t: string, key: string) => rows.get(key),
      put: async (_t: string, key: string, row: Row) => void rows.set(key, row),
      remove: async (_t: string, key: string) => void rows.delete(key),
    };
    const events = [created, titled, benefitted];
    for (const [i, event] of events.entries()) {
      const recorded: RecordedEvent = { ...event, v: 1, position: i + 1, streamId: "programme-b1", version: i + 1, meta: { actor: "u", correlationId: "c" }, occurredAt: T0 };
      await programmeProjection.apply(recorded, tx);
    }
    expect(programmeProjection.tables.map((table) => table.name)).toEqual([PROGRAMMES_TABLE]);
    expect(rows.get("b1")).toEqual({ ...fold(programmeDecider, events), _rev: 3 });
  });
});
