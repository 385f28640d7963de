import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type MarketingSettingView, type MigrationInput, MIGRATION_SUBMITTED, migrationMachine } from "./migration.machine";

const start = (setting: () => Promise<MarketingSettingView>, migrate: () => Promise<MarketingSettingView>) =>
  createActor(migrationMachine.provide({
    actors: {
      fetchSetting: fromPromise<MarketingSettingView, MigrationInput>(() => setting()),
      migrate: fromPromise<MarketingSettingView, MigrationInput>(() => migrate()),
    },
  }), { input: { businessId: "b1" } }).start();

describe("the marketing migration", () => {
  it("offers the switch on v1, confirms, submits and ends on v2 with 'Migration request submitted'", async () => {
    const actor = start(async () => ({ apiVersion: "v1", migrate: 0 }), async () => ({ apiVersion: "v2", migrate: 1 }));
    await waitFor(actor, (s) => s.matches("offered"));
    actor.send({ type: "migration.request" });
    actor.send({ type: "migration.cancel" });
    expect(actor.getSnapshot().value).toBe("offered");
    actor.send({ type: "migration.request" });
    actor.send({ type: "migration.confirm" });
    expect(actor.getSnapshot().value).toBe("submitting");
    const done = await waitFor(actor, (s) => s.matches("migrated"));
    expect(done.context).toMatchObject({ setting: { apiVersion: "v2" }, notice: { tone: "success", message: MIGRATION_SUBMITTED } });
  });

  it("returns to the offer with the server's message when the migration fails", async () => {
    const actor = start(async () => ({ apiVersion: "v1", migrate: 0 }), async () => Promise.reject({ message: "Action failed" }));
    await waitFor(actor, (s) => s.matches("offered"));
    actor.send({ type: "migration.request" });
    actor.send({ type: "migration.confirm" });
    await waitFor(actor, (s) => s.matches("offered") && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ tone: "error", message: "Action failed" });
  });

  it("offers nothing on a migrated, a requested or an unreadable setting", async () => {
    const never = async (): Promise<MarketingSettingView> => Promise.reject(new Error("not called"));
    expect((await waitFor(start(async () => ({ apiVersion: "v2", migrate: 1 }), never), (s) => !s.matches("loading"))).value).toBe("migrated");
    expect((await waitFor(start(async () => ({ apiVersion: "v1", migrate: 1 }), never), (s) => !s.matches("loading"))).value).toBe("pending");
    expect((await waitFor(start(() => Promise.reject(new Error("500")), never), (s) => !s.matches("loading"))).value).toBe("unavailable");
  });
});
