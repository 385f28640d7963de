// Owns: migrating a legacy menu into the menu v3 document (spec 4 §7 `PUT menu-v3/migrate`,
// payload not shown): the plan (which legacy record becomes which v3 item, which are skipped and
// why) and the decider that applies it on the menu stream as ONE change set (kind `migrate`:
// one history entry, undone by a rollback).
// Decisions where the spec is silent:
// - The legacy menu arrives in the body as the legacy server exported it: {categories,
//   addonGroups, products}, each record in the legacy shape (legacyMenu.ts) with its `_id`
//   required; the v3 item keeps that id, which is what makes the migration idempotent.
// - Records are taken categories first, then add-on groups, then products, each in order, and
//   tried with the v3 rules (menuDocument.ts changeItem) against the menu as the records before
//   left it. A record is skipped, with its reason, when its id is already in the menu ('Already
//   migrated') or when a rule refuses it (the rule's message, e.g. '{key} has constraint'); the
//   others are created. Running it twice therefore changes nothing the second time.
import { Result } from "effect";
import type { Decider, Decision } from "../engine/decider";
import { accept } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { staleRevision } from "../business/revision";
import {
  type LegacyAddonGroup, type LegacyCategory, type LegacyProduct, addonGroupOfLegacy, categoryOfLegacy, productOfLegacy,
} from "./legacyMenu";
import { changeItem, evolveMenu, menuDecider } from "./menuDocument";
import { type MenuChange, type MenuEvent, type MenuState, findItem } from "./menuModel";
import type { MenuItem, MenuModule } from "./menuModules";

export const ALREADY_MIGRATED = "Already migrated";

type WithId<T> = T & { readonly _id: string };

export interface LegacyMenu {
  readonly categories: ReadonlyArray<WithId<LegacyCategory>>;
  readonly addonGroups: ReadonlyArray<WithId<LegacyAddonGroup>>;
  readonly products: ReadonlyArray<WithId<LegacyProduct>>;
}

export interface SkippedRecord {
  readonly module: MenuModule;
  readonly _id: string;
  readonly name: string;
  readonly reason: string;
}

export interface MigrationPlan {
  readonly created: { readonly category: number; readonly addonGroup: number; readonly product: number };
  readonly skipped: ReadonlyArray<SkippedRecord>;
  readonly changes: ReadonlyArray<MenuChange>;
}

const candidates = (legacy: LegacyMenu): ReadonlyArray<{ readonly module: "category" | "addonGroup" | "product"; readonly item: MenuItem & { readonly name: string } }> => [
  ...legacy.categories.map((r) => ({ module: "category" as const, item: categoryOfLegacy(r._id, r) })),
  ...legacy.addonGroups.map((r) => ({ module: "addonGroup" as const, item: addonGroupOfLegacy(r._id, r) })),
  ...legacy.products.map((r) => ({ module: "product" as const, item: productOfLegacy(r._id, r) })),
];

export const planMigration = (menu: MenuState, legacy: LegacyMenu, at: string): MigrationPlan => {
  let state = menu;
  const created = { category: 0, addonGroup: 0, product: 0 };
  const skipped: SkippedRecord[] = [];
  const changes: MenuChange[] = [];
  for (const { module, item } of candidates(legacy)) {
    const skip = (reason: string) => skipped.push({ module, _id: item.id, name: item.name, reason });
    if (findItem(state.modules, module, item.id) !== undefined) {
      skip(ALREADY_MIGRATED);
      continue;
    }
    const change: MenuChange = { operation: "create", module, item };
    const decision = changeItem(change, state, at);
    if (Result.isFailure(decision)) {
      skip(decision.failure.message);
      continue;
    }
    state = decision.success.reduce(evolveMenu, state);
    changes.push(change);
    created[module] += 1;
  }
  return { created, skipped, changes };
};

export const migrationReason = (created: number): string => `Migrate legacy menu (${created} ${created === 1 ? "item" : "items"})`;

export type MigrateCommand = { readonly type: "MigrateLegacyMenu"; readonly data: { readonly rev?: number | undefined; readonly legacy: LegacyMenu } };

/** The menu stream's decider for a migration (same events and fold as menuDecider). */
export const legacyMigrationDecider: Decider<MenuState, MigrateCommand, MenuEvent> = {
  initialState: menuDecider.initialState,
  evolve: menuDecider.evolve,
  decide: (command, state, ctx): Decision<MenuEvent> => {
    const stale = staleRevision<MenuEvent>(command.data.rev, state.revision);
    if (stale !== null) return stale;
    const at = isoOf(ctx.now);
    const plan = planMigration(state, command.data.legacy, at);
    if (plan.changes.length === 0) return accept();
    const reason = migrationReason(plan.changes.length);
    return accept({ type: "MenuChangeSetApplied", data: { kind: "migrate", reason, changes: plan.changes, masterCatalogSetting: null, at } });
  },
};
