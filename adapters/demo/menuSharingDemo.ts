// The demo of the menu's sharing, legacy migration and POS gates (seeder contract in
// seedDemoData.ts; runs after menuDemo): Kopi Kita KLCC shares Kopi Kita Bangsar's menu (its
// menu pages show the café menu, and its receipts name its products), Kopi Kita Georgetown's
// old legacy menu is migrated into v3 (one 'Migrate legacy menu' history entry), and the tills
// report their POS versions: Bangsar 6.31.0 (every feature); KLCC 6.11.0, the oldest till of
// Bangsar's menu group, so both take delivery platforms (6.11.0) but their Provider delivery pages
// show 'Required POS version 6.12.0'; Georgetown 4.0.0, so its menu screens show 'Required POS
// version 4.1.0' beside set products and 'Required POS version 4.3.10' beside takeaway, and the
// server refuses those writes there. (A 4.0.0 till in Bangsar's group would gate Bangsar's demo
// delivery platforms too.)
// All through the application functions the routes call, with bodies decoded by their Schemas.
import { Schema } from "effect";
import { reportPosVersion } from "../../domain/business/application/restaurantPosVersion";
import { migrateMenu } from "../../domain/menu/application/migrateMenu";
import { setMenuSharing } from "../../domain/menu/application/menuSharing";
import { MigrateBody } from "../../domain/menu/legacyMigrationInput";
import type { AreaSeeder } from "./seedDemoData";

const rm = (ringgit: number) => ({ amount: Math.round(ringgit * 100), precision: 2, currency: "MYR" });

/** Georgetown's menu as the legacy menu server exported it. */
const GEORGETOWN_LEGACY_MENU = {
  categories: [{ _id: "legacy-cat-kopitiam", name: "Kopitiam classics" }, { _id: "legacy-cat-hawker", name: "Hawker favourites" }],
  addonGroups: [{ _id: "legacy-grp-extra", name: "Extras", max: 2, addons: [{ _id: "legacy-egg", name: "Fried egg", price: rm(1.5) }, { _id: "legacy-sambal", name: "Extra sambal", price: rm(1) }] }],
  products: [
    { _id: "legacy-p-white-coffee", code: "GT-01", name: "Ipoh White Coffee", price: rm(4.8), category: "legacy-cat-kopitiam" },
    { _id: "legacy-p-kaya-toast", code: "GT-02", name: "Hainanese Kaya Toast", price: rm(5.2), category: "legacy-cat-kopitiam" },
    { _id: "legacy-p-char-koay-teow", code: "GT-03", name: "Penang Char Koay Teow", price: rm(13.9), category: "legacy-cat-hawker", addonGroups: ["legacy-grp-extra"] },
    { _id: "legacy-p-assam-laksa", code: "GT-04", name: "Assam Laksa", price: rm(12.9), category: "legacy-cat-hawker", addonGroups: ["legacy-grp-extra"] },
  ],
};

export const menuSharingDemo: AreaSeeder = {
  area: "menu-sharing",
  seed: async (tools, facts) => {
    const [bangsar, klcc, georgetown] = facts.restaurantIds;
    if (bangsar === undefined || klcc === undefined || georgetown === undefined) return;
    const { engine, options } = tools;
    await setMenuSharing(engine, { businessId: facts.businessId, restaurantId: bangsar, restaurantIds: [klcc] }, options);
    const { categories, addonGroups, products } = Schema.decodeUnknownSync(MigrateBody)(GEORGETOWN_LEGACY_MENU);
    await migrateMenu(engine, { restaurantId: georgetown, legacy: { categories, addonGroups, products }, dryRun: false }, options);
    await reportPosVersion(engine, bangsar, "6.31.0", options);
    await reportPosVersion(engine, klcc, "6.11.0", options);
    await reportPosVersion(engine, georgetown, "4.0.0", options);
    return {};
  },
};
