// foodpanda's menu push as a reaction (ARCHITECTURE §2.6): each committed MenuSyncRequested of a
// foodpanda sync stream sends that sync's recorded menu (menuSync.ts `pushMenu`). The request is
// the job's record, written in the same unit of work as the sync itself, so a push is never lost:
// a server that dies before or during it leaves the reaction's checkpoint before the event, and
// the next process to hold the reaction sends it. Exactly once: the push carries the sync id as
// foodpanda's import key (an import already applied is not sent again) and each state is recorded
// under a key derived from the sync id, traced to the request (its correlation and causation).
// A push that cannot reach foodpanda is thrown to the runner, which tries it again with its
// backoff (1 s doubling to 5 min; foodpanda's 429 and Retry-After are honoured by the client
// first) until the sync is stale, then it fails.
// Decisions where the spec is silent:
// - A sync that is no longer the latest or already finished (a newer request, a replay of an old
//   log) sends nothing, so a reaction new to a store never re-publishes old menus.
// - This reaction runs on its own runner (adapters/server/productReactions.ts): a push waiting
//   on foodpanda's 60 requests a minute never holds the loyalty reactions back. Like every
//   reaction it keeps the log's order: while one push is being retried, later foodpanda pushes
//   wait behind it (at most until that sync is stale, 15 minutes).
import type { Reaction } from "../../engine/reaction";
import type { PushMenuPartner } from "../deliveryPartner";
import type { MenuSyncEvent } from "../menuSync/menuSyncModel";
import { pushMenu } from "./menuSync";

export const FOODPANDA_MENU_PUSHES = "foodpanda-menu-pushes";

export const foodpandaMenuPushReaction = (foodpanda: PushMenuPartner): Reaction => ({
  name: FOODPANDA_MENU_PUSHES,
  follows: ["MenuSyncRequested"],
  handle: async (event, engine, options) => {
    const requested = event as unknown as MenuSyncEvent;
    if (requested.type !== "MenuSyncRequested" || requested.data.platform !== "foodpanda") return [];
    const { restaurantId, businessId, syncId } = requested.data;
    await pushMenu(engine, foodpanda, { restaurantId, businessId }, syncId, options);
    return [];
  },
});
