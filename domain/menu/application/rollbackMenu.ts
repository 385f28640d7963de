// A one-click rollback (PUT /restaurants/{id}/menu-v3/rollback {at, _rev, reason?}): the menu
// goes back to what it was at the instant, as ONE change set event (who and when in its
// metadata, the reason in the event), so the history shows it as one change and a later
// rollback can undo it. `_rev` is required: a rollback decided on a menu that moved since is 409.
// Decision where the spec is silent: without a reason, 'Rollback to {instant}'.
import type { Temporal } from "temporal-polyfill";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { menuStreamId } from "../menuModel";
import { type MenuDocumentView, menuDocumentView } from "../menuView";
import { type StorePort, menuAtInstant } from "./menuAtInstant";
import { menuMasterId } from "./menuSharing";

export interface Rollback {
  readonly restaurantId: string;
  readonly at: Temporal.Instant;
  readonly rev: number;
  readonly reason?: string | undefined;
}

export const rollbackReason = (at: Temporal.Instant): string => `Rollback to ${at.toString()}`;

export const rollbackMenu = async (engine: Engine & StorePort, rollback: Rollback, options: RunOptions): Promise<MenuDocumentView> => {
  const then = await menuAtInstant(engine, rollback.restaurantId, rollback.at);
  const reason = rollback.reason === undefined || rollback.reason === "" ? rollbackReason(rollback.at) : rollback.reason;
  const command = { type: "RollBackMenu", data: { rev: rollback.rev, target: then, reason } } as const;
  const masterId = await menuMasterId(engine, rollback.restaurantId);
  const outcome = await engine.runner.run(menuDecider, menuStreamId(masterId), command, options);
  return menuDocumentView(masterId, outcome.state);
};
