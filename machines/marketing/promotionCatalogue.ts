// The promotion-status and marketing-migration machines as the Machine Lab and the model-based
// test see them: a sample period and days that reach every status (and bring an expired
// promotion back by editing its end), a mock setting read answering v1 and a mock migration
// answering v2, and sample answers reaching every state. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type MarketingSettingView, type MigrationInput, migrationMachine } from "./migration.machine";
import { promotionStatusMachine } from "./promotionStatus.machine";
import { promotionWizardEntry } from "./promotionWizardCatalogue";
import { dryRunEntry } from "./dryRunCatalogue";

const promotionStatus = catalogueEntry({
  id: "marketing.promotionStatus",
  title: "Promotion status",
  description: "Incoming before the start day, ongoing through the end day inclusive (or daily without an end), expired after; editing the period re-decides.",
  machine: promotionStatusMachine,
  sampleInput: { start: "2026-01-10", end: "2026-01-20" },
  mockActors: {},
  sampleEvents: [
    { type: "clock.tick", today: "2026-01-05" },
    { type: "clock.tick", today: "2026-01-15" },
    { type: "clock.tick", today: "2026-01-21" },
    { type: "clock.tick", today: "2026-01-01" },
    { type: "promotion.changed", start: "2026-01-10", end: null },
    { type: "promotion.changed", start: null, end: "2026-01-02" },
    { type: "promotion.changed", start: "2030-01-01", end: null },
  ],
});

const V1: MarketingSettingView = { apiVersion: "v1", migrate: 0 };
const V2: MarketingSettingView = { apiVersion: "v2", migrate: 1 };

const migration = catalogueEntry({
  id: "marketing.migration",
  title: "Marketing migration",
  description: "The 'Switch Now' banner: confirmation, then the migrate call ('Migration request submitted'); a v2 setting is migrated, a failed read hides the banner.",
  machine: migrationMachine,
  sampleInput: { businessId: "64b7f0c2a1d3e4f5a6b7c8d9" },
  mockActors: {
    fetchSetting: fromPromise<MarketingSettingView, MigrationInput>(async () => V1),
    migrate: fromPromise<MarketingSettingView, MigrationInput>(async () => V2),
  },
  sampleEvents: [
    actorDone("fetchSetting", V1),
    actorDone("fetchSetting", V2),
    actorDone("fetchSetting", { apiVersion: "v1", migrate: 1 }),
    actorFailed("fetchSetting", "Request failed with status 500"),
    actorDone("migrate", V2),
    actorFailed("migrate", "Action failed"),
  ],
});

export const promotionCatalogue = [promotionStatus, migration, promotionWizardEntry, dryRunEntry];
