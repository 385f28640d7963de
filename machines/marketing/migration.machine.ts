// Owns: the marketing migration offered on the marketing overview (spec 3 §1, §4): the injected
// `fetchSetting` actor reads the marketing setting; while its migrate flag is not 1 the banner
// offers 'Switch Now' (`offered`); `migration.request` opens the confirmation dialog, which
// `migration.cancel` closes and `migration.confirm` answers by running the injected `migrate`
// actor (the button shows 'Processing' in `submitting`). Success notes 'Migration request
// submitted'; the setting is then v2 (`migrated`), where the marketing-setting redirect
// (machines/loyalty/marketingSettingRedirect.machine.ts) takes the user to the external site.
// A failed migration returns to `offered` with the server's message as an error notice.
// Decisions where the spec is silent:
// - A setting already at v2 is `migrated`; one with the flag at 1 but still v1 is `pending`
//   (requested, not yet switched): no banner action, the notice says it was submitted.
// - A failed setting read hides the banner (`unavailable`, the normal view, as spec 3 §7 asks
//   for a failed setting read); `migration.retry` reads again.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export const MIGRATION_SUBMITTED = "Migration request submitted";

export type MarketingSettingView = { readonly apiVersion: string; readonly migrate: number };
export type MigrationInput = { readonly businessId: string };
export type MigrationNotice = { readonly tone: "success" | "error"; readonly message: string };
export type MigrationContext = MigrationInput & { readonly setting: MarketingSettingView | null; readonly notice: MigrationNotice | null };

export type MigrationEvent =
  | { readonly type: "migration.request" }
  | { readonly type: "migration.cancel" }
  | { readonly type: "migration.confirm" }
  | { readonly type: "migration.retry" };

export const migrationMachine = setup({
  types: {
    context: {} as MigrationContext,
    events: {} as MigrationEvent,
    input: {} as MigrationInput,
  },
  actors: {
    fetchSetting: unprovidedActor<MarketingSettingView, MigrationInput>("fetchSetting"),
    migrate: unprovidedActor<MarketingSettingView, MigrationInput>("migrate"),
  },
  guards: {
    isMigrated: (_, setting: MarketingSettingView) => setting.apiVersion === "v2",
    isRequested: (_, setting: MarketingSettingView) => setting.migrate === 1,
  },
}).createMachine({
  id: "migration",
  context: ({ input }) => ({ businessId: input.businessId, setting: null, notice: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchSetting",
        src: "fetchSetting",
        input: ({ context }) => ({ businessId: context.businessId }),
        onDone: [
          { guard: { type: "isMigrated", params: ({ event }) => event.output }, target: "migrated", actions: assign({ setting: ({ event }) => event.output }) },
          {
            guard: { type: "isRequested", params: ({ event }) => event.output },
            target: "pending",
            actions: assign({ setting: ({ event }) => event.output, notice: { tone: "success", message: MIGRATION_SUBMITTED } }),
          },
          { target: "offered", actions: assign({ setting: ({ event }) => event.output }) },
        ],
        onError: { target: "unavailable" },
      },
    },
    unavailable: { on: { "migration.retry": "loading" } },
    offered: { on: { "migration.request": { target: "confirming", actions: assign({ notice: null }) } } },
    confirming: { on: { "migration.cancel": "offered", "migration.confirm": "submitting" } },
    submitting: {
      invoke: {
        id: "migrate",
        src: "migrate",
        input: ({ context }) => ({ businessId: context.businessId }),
        onDone: { target: "migrated", actions: assign({ setting: ({ event }) => event.output, notice: { tone: "success", message: MIGRATION_SUBMITTED } }) },
        onError: { target: "offered", actions: assign({ notice: ({ event }) => ({ tone: "error", message: messageOf(event.error) }) }) },
      },
    },
    pending: {},
    migrated: {},
  },
});
