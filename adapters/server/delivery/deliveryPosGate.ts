// The delivery integrations' POS gate on the server (spec 4 §9: deliveryIntegration needs POS
// 6.11.0): a write that connects a restaurant to a platform or sends something to it answers 400
// 'Required POS version 6.11.0' and changes nothing when the restaurant's till reported an older
// version; a till that never reported one is not gated (the menu's rule, menuPosGate.ts). The
// Delivery page shows the same gate beside Sync.
// Decisions where the spec is silent:
// - Gated: saving an enabled connection, a menu sync, pausing the store, pushing opening hours or special hours,
//   marking items unavailable, creating and changing a Grab campaign. Not gated: what turns an
//   integration down (saving a disabled connection, resuming the store, restoring items, deleting
//   a campaign), so a restaurant whose till is rolled back is never stuck paused or with items off.
// - The till is the one the menu's gates read (menuPosVersion.ts): the oldest reported till among
//   the restaurants selling the restaurant's menu, which the sync publishes; the Delivery page
//   reads the same answer (`GET menu-v3/pos-version`), so what it shows is what is refused here.
// - feedmeDelivery (6.12.0) is the provider's delivery (the feedme-delivery setting), not a
//   platform's: its gate is on switching that setting on (restaurantSettingRoutes.ts).
import type { Engine } from "../../../domain/engine/commandRunner";
import { gatePosFeatures } from "../menu/menuPosGate";

/** Refuses with 'Required POS version 6.11.0' when the restaurant's till is older. */
export const gateDeliveryIntegration = (engine: Pick<Engine, "runner" | "readModels">, restaurantId: string): Promise<void> =>
  gatePosFeatures(engine, restaurantId, ["deliveryIntegration"]);
