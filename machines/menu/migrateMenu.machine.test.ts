import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { LegacyMenuExport, MigrationReport } from "../../domain/menu/legacyMigrationInput";
import { answering, held } from "../testing/fakeActors";
import { type MigrateInput, type PreviewMigrationInput, type ReadLegacyInput, migrateMenuMachine } from "./migrateMenu.machine";

const LEGACY: LegacyMenuExport = { categories: [{ _id: "c1", name: "Coffee", name2: "" }], addonGroups: [], products: [] };
const PLAN: MigrationReport = { created: { category: 1, addonGroup: 0, product: 0 }, skipped: [], records: 1, _rev: 7, applied: false };
const NOTHING_LEFT: MigrationReport = { ...PLAN, created: { category: 0, addonGroup: 0, product: 0 }, skipped: [{ module: "category", _id: "c1", name: "Coffee", reason: "Already migrated" }] };

const start = () => {
  const preview = held<MigrationReport, PreviewMigrationInput>();
  const migrate = answering<MigrationReport, MigrateInput>(() => ({ ...PLAN, _rev: 8, applied: true }));
  const actor = createActor(migrateMenuMachine.provide({
    actors: { readLegacy: answering<LegacyMenuExport, ReadLegacyInput>(() => LEGACY).logic, preview: preview.logic, migrate: migrate.logic },
  })).start();
  return { actor, preview, migrate };
};

describe("the legacy menu migration flow", () => {
  it("previews the export, asks, then migrates on the preview's revision", async () => {
    const { actor, preview, migrate } = start();
    actor.send({ type: "migrate.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.resolve(PLAN);
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "migrate.start" });
    expect(actor.getSnapshot().value).toBe("confirming");
    actor.send({ type: "migrate.confirm" });
    await waitFor(actor, (s) => s.matches("migrated"));
    expect(migrate.inputs).toEqual([{ legacy: LEGACY, rev: 7 }]);
  });

  it("goes back to the review when the confirmation is cancelled", async () => {
    const { actor, preview, migrate } = start();
    actor.send({ type: "migrate.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.resolve(PLAN);
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "migrate.start" });
    actor.send({ type: "migrate.cancel" });
    expect(actor.getSnapshot().value).toBe("reviewing");
    expect(migrate.inputs).toEqual([]);
  });

  it("offers nothing to migrate when everything was migrated before", async () => {
    const { actor, preview } = start();
    actor.send({ type: "migrate.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    preview.resolve(NOTHING_LEFT);
    await waitFor(actor, (s) => s.matches("reviewing"));
    actor.send({ type: "migrate.start" });
    expect(actor.getSnapshot().value).toBe("reviewing");
  });

  it("abandons the preview on Cancel", async () => {
    const { actor } = start();
    actor.send({ type: "migrate.choose", file: null });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "migrate.cancel" });
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context.legacy).toBeNull();
  });
});
