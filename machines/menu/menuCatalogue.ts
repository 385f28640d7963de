// The menu-area machines as the Machine Lab and the model-based test see them: sample input,
// mock actors that answer like a healthy server, and sample payloads that reach every state:
// the import (a report with rejected rows, a clean one, an applied one) and the confirmed save
// of a menu item (an add-on group's type change asks first), the product editor's steps. Sample
// data only.
import { fromPromise } from "xstate";
import type { ImportReportView } from "../../domain/menu/menuIoViews";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { confirmedSaveMachine } from "./confirmedSave.machine";
import { PRODUCT_STEPS, productEditorMachine } from "./productEditor.machine";
import { type ApplyInput, type ImportFile, type PreviewInput, type ReadFileInput, importMenuMachine } from "./importMenu.machine";
import type { LegacyMenuExport, MigrationReport } from "../../domain/menu/legacyMigrationInput";
import { type MigrateInput, type PreviewMigrationInput, type ReadLegacyInput, migrateMenuMachine } from "./migrateMenu.machine";

const SAMPLE_FILE: ImportFile = { name: "menu.csv", content: "Q29kZSxOYW1lLFByaWNlCkwxLExhdHRlLDEyLjUw" };
const CLEAN: ImportReportView = {
  fileName: "menu.csv", rows: 1, accepted: 1, created: 1, updated: 0, unchanged: 0, rejected: [],
  diff: { modules: { product: { added: [{ id: "p1", name: "Latte" }], removed: [], changed: [] } }, masterCatalogSetting: false },
  _rev: 3, applied: false,
};
const WITH_REJECTED: ImportReportView = { ...CLEAN, accepted: 0, created: 0, rejected: [{ row: 2, code: "L1", reason: "Min price is 0.00" }] };

const importMenu = catalogueEntry({
  id: "menu.importMenu",
  title: "Menu import",
  description: "Reads a sheet, previews it behind a progress dialog with Cancel, shows the report, applies it all or nothing.",
  machine: importMenuMachine,
  sampleInput: undefined,
  mockActors: {
    readFile: fromPromise<ImportFile, ReadFileInput>(async () => SAMPLE_FILE),
    preview: fromPromise<ImportReportView, PreviewInput>(async () => CLEAN),
    apply: fromPromise<ImportReportView, ApplyInput>(async () => ({ ...CLEAN, _rev: 4, applied: true })),
  },
  sampleEvents: [
    { type: "import.choose", file: null },
    actorDone("readFile", SAMPLE_FILE),
    actorFailed("readFile", "Invalid file"),
    actorDone("preview", CLEAN),
    actorDone("preview", WITH_REJECTED),
    actorFailed("preview", "Missing column Code"),
    actorDone("apply", { ...CLEAN, _rev: 4, applied: true }),
    actorFailed("apply", "Import refused: 1 row rejected"),
  ],
});

const confirmedSave = catalogueEntry({
  id: "menu.confirmedSave",
  title: "Menu item save (add-on group type change)",
  description: "Saves a menu item from its dialog; a change that needs it (an add-on group's type) is confirmed first, naming the products whose bindings are recomputed.",
  machine: confirmedSaveMachine,
  sampleInput: undefined,
  mockActors: { save: fromPromise<boolean, void>(async () => true) },
  sampleEvents: [
    { type: "item.save", needsConfirmation: true },
    { type: "item.save", needsConfirmation: false },
    actorDone("save", true),
    actorDone("save", false),
    actorFailed("save", "Name is required"),
  ],
});

const productEditor = catalogueEntry({
  id: "menu.productEditor",
  title: "Product editor steps",
  description: "Details, Variants, Add-ons and options, Inventory and taxes, Preview: Next, Back, the steps header, and a refused Save opening the first step with a problem.",
  machine: productEditorMachine,
  sampleInput: undefined,
  mockActors: {},
  sampleEvents: [
    { type: "wizard.next" },
    { type: "wizard.back" },
    ...PRODUCT_STEPS.map((step) => ({ type: "wizard.goto" as const, step })),
    ...PRODUCT_STEPS.map((step) => ({ type: "editor.problems" as const, steps: [step, "preview" as const] })),
  ],
});

const LEGACY: LegacyMenuExport = {
  categories: [{ _id: "c1", name: "Coffee", name2: "" }],
  addonGroups: [],
  products: [{ _id: "p1", code: "K01", name: "Kopi O", name2: "", price: { amount: 350, precision: 2, currency: "MYR" }, category: "c1", addonGroups: [], description: "", available: true, orderFrom: "ALL" }],
};
const PLAN: MigrationReport = { created: { category: 1, addonGroup: 0, product: 1 }, skipped: [], records: 2, _rev: 5, applied: false };
const DONE_BEFORE: MigrationReport = {
  created: { category: 0, addonGroup: 0, product: 0 },
  skipped: [{ module: "product", _id: "p1", name: "Kopi O", reason: "Already migrated" }],
  records: 1, _rev: 6, applied: false,
};

const migrateMenu = catalogueEntry({
  id: "menu.migrateMenu",
  title: "Legacy menu migration",
  description: "Reads a legacy menu export, previews the migration behind a progress dialog with Cancel, asks for confirmation, migrates and shows what was created and skipped.",
  machine: migrateMenuMachine,
  sampleInput: undefined,
  mockActors: {
    readLegacy: fromPromise<LegacyMenuExport, ReadLegacyInput>(async () => LEGACY),
    preview: fromPromise<MigrationReport, PreviewMigrationInput>(async () => PLAN),
    migrate: fromPromise<MigrationReport, MigrateInput>(async () => ({ ...PLAN, _rev: 6, applied: true })),
  },
  sampleEvents: [
    { type: "migrate.choose", file: null },
    actorDone("readLegacy", LEGACY),
    actorFailed("readLegacy", "This file is not a legacy menu export"),
    actorDone("preview", PLAN),
    actorDone("preview", DONE_BEFORE),
    actorFailed("preview", "Required POS version 3.0.0"),
    actorDone("migrate", { ...PLAN, _rev: 6, applied: true }),
    actorFailed("migrate", "Someone else changed this menu"),
  ],
});

export const menuCatalogue = [importMenu, migrateMenu, confirmedSave, productEditor];
