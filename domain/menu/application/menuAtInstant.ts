// The menu as it was at an instant (GET /restaurants/{id}/menu-v3/at?at=) and its difference
// with the menu now (GET .../menu-v3/diff?at=): the stream folded up to the events that happened
// at or before the instant. Before the first change, the menu never written (its default unit).
import { Temporal } from "temporal-polyfill";
import type { Engine } from "../../engine/commandRunner";
import type { EventStore } from "../../engine/eventStore";
import { menuMasterId } from "./menuSharing";
import { fold } from "../../engine/decider";
import { type MenuDiff, menuDiff } from "../menuDiff";
import { menuDecider } from "../menuDocument";
import { type MenuEvent, type MenuState, menuStreamId } from "../menuModel";

/** The event log beside the engine: a sharing restaurant's menu is its master's (menuSharing.ts). */
export type StorePort = { readonly store: Pick<EventStore, "readStream"> } & Pick<Engine, "readModels" | "runner">;

export interface MenuThenAndNow {
  readonly then: MenuState;
  readonly now: MenuState;
}

export const menuThenAndNow = async (ports: StorePort, restaurantId: string, at: Temporal.Instant): Promise<MenuThenAndNow> => {
  const { events } = await ports.store.readStream(menuStreamId(await menuMasterId(ports, restaurantId)));
  const upTo = events.findIndex((e) => Temporal.Instant.compare(Temporal.Instant.from(e.occurredAt), at) > 0);
  const all = events as unknown as ReadonlyArray<MenuEvent>;
  const then = fold(menuDecider, upTo === -1 ? all : all.slice(0, upTo));
  const now = upTo === -1 ? then : all.slice(upTo).reduce(menuDecider.evolve, then);
  return { then, now };
};

export const menuAtInstant = async (ports: StorePort, restaurantId: string, at: Temporal.Instant): Promise<MenuState> =>
  (await menuThenAndNow(ports, restaurantId, at)).then;

export interface MenuDiffSince {
  readonly at: string;
  /** The revision the menu had at the instant, and has now. */
  readonly revAt: number;
  readonly _rev: number;
  readonly diff: MenuDiff;
}

/** What changed from the instant to now. */
export const menuDiffSince = async (ports: StorePort, restaurantId: string, at: Temporal.Instant): Promise<MenuDiffSince> => {
  const { then, now } = await menuThenAndNow(ports, restaurantId, at);
  return { at: at.toString(), revAt: then.revision, _rev: now.revision, diff: menuDiff(then, now) };
};
