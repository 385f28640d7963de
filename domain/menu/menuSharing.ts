// Owns: which restaurants of a business share a menu (spec 4 §7 `GET|PUT menu-v3/restaurants`,
// payload not shown): the aggregate on stream `menu-sharing-{businessId}`, one per business, so
// the rules across its restaurants hold atomically.
// Decisions where the spec is silent (the model, also in README "Menu v3"):
// - A restaurant either keeps its own menu or SHARES the menu of one other restaurant of the same
//   business, its master. Every read and write of a sharing restaurant's menu (GET/PUT menu-v3,
//   history, import, rollback, effective, legacy API, delivery sync) resolves to the master's
//   stream `menu-{masterId}`: one document, so stock bindings (SKU, recipe) are the master's by
//   construction. Per-restaurant differences are the master's catalogs naming the restaurants
//   they serve (catalog.ts `restaurants`, effectiveMenu.ts catalogFor).
// - The master decides: PUT on the master's path sets the WHOLE list of restaurants sharing its
//   menu (those left out go back to their own stream, untouched while they shared).
// - Refused: a restaurant not of this business ('Invalid restaurantId'); the master itself in
//   the list ('A restaurant cannot share its own menu'); a master that shares another menu
//   ('{name} shares the menu of {master}'); a listed restaurant already master of others ('{name}
//   is the master menu of other restaurants') or sharing another master's menu ('{name} shares
//   the menu of {master}'). Chains are refused, so no cycle can form: a master is one hop away.
// - fix-master-menu-stock (a restaurant setting, domain/business/masterMenuStock.ts) changes
//   nothing here: a sharing restaurant already sells the master document's products and stock
//   bindings; the switch says its stock COUNTS are the master's (read by the stock area). The
//   GET answers each restaurant's switch beside it so the owner sees both together.
// - A restaurant SWITCHES the menu it uses in one command (SwitchMenuMaster, `PUT
//   menu-v3/master`): leaving its current master and joining the new one (or going back to its
//   own menu) is one event on the business's stream, so a refusal leaves it where it was. It is
//   checked as the new master's list gaining it, once it has left its current one: the same
//   rules and messages as SetMenuSharing.
import { type Decider, type Decision, accept, reject } from "../engine/decider";
import { isoOf } from "../auth/fields";
import { staleRevision } from "../business/revision";

export const INVALID_RESTAURANT_ID = "Invalid restaurantId";
export const OWN_MENU = "A restaurant cannot share its own menu";
export const sharesMenuOf = (name: string, master: string): string => `${name} shares the menu of ${master}`;
export const masterOfOthers = (name: string): string => `${name} is the master menu of other restaurants`;

export interface MenuSharingState {
  readonly revision: number;
  /** Sharing restaurant id → the id of the master whose menu it shares. */
  readonly masterOf: Readonly<Record<string, string>>;
}

export type MenuSharingEvent =
  | {
    readonly type: "MenuSharingSet";
    readonly data: { readonly masterId: string; readonly restaurantIds: ReadonlyArray<string>; readonly at: string };
  }
  | {
    /** `restaurantId` now uses `masterId`'s menu, or its own when `masterId` is itself. */
    readonly type: "MenuMasterSwitched";
    readonly data: { readonly restaurantId: string; readonly masterId: string; readonly at: string };
  };

export type MenuSharingCommand =
  | {
    readonly type: "SetMenuSharing";
    readonly data: {
      readonly masterId: string;
      readonly restaurantIds: ReadonlyArray<string>;
      /** The business's restaurants by id → name (the scope a listed id must belong to). */
      readonly names: Readonly<Record<string, string>>;
      readonly rev?: number | undefined;
    };
  }
  | {
    readonly type: "SwitchMenuMaster";
    readonly data: {
      readonly restaurantId: string;
      /** The restaurant whose menu `restaurantId` will use; itself for its own menu. */
      readonly masterId: string;
      readonly names: Readonly<Record<string, string>>;
      readonly rev?: number | undefined;
    };
  };

export const menuSharingStreamId = (businessId: string): string => `menu-sharing-${businessId}`;

/** The restaurant whose menu stream `restaurantId` reads and writes: its master, else itself. */
export const menuMasterOf = (state: MenuSharingState, restaurantId: string): string => state.masterOf[restaurantId] ?? restaurantId;

/** The restaurants sharing `masterId`'s menu, in the order they were listed. */
export const sharersOf = (state: MenuSharingState, masterId: string): ReadonlyArray<string> =>
  Object.entries(state.masterOf).filter(([, master]) => master === masterId).map(([id]) => id);

/** The rule a new sharing list breaks, or null. */
export const sharingProblem = (state: MenuSharingState, command: Extract<MenuSharingCommand, { type: "SetMenuSharing" }>["data"]): string | null => {
  const { masterId, restaurantIds, names } = command;
  const nameOf = (id: string): string => names[id] ?? id;
  const ownMaster = state.masterOf[masterId];
  if (ownMaster !== undefined && restaurantIds.length > 0) return sharesMenuOf(nameOf(masterId), nameOf(ownMaster));
  for (const id of restaurantIds) {
    if (names[id] === undefined) return INVALID_RESTAURANT_ID;
    if (id === masterId) return OWN_MENU;
    const master = state.masterOf[id];
    if (master !== undefined && master !== masterId) return sharesMenuOf(nameOf(id), nameOf(master));
    if (sharersOf(state, id).length > 0) return masterOfOthers(nameOf(id));
  }
  return null;
};

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

const withoutRestaurant = (state: MenuSharingState, restaurantId: string): MenuSharingState => ({
  ...state,
  masterOf: Object.fromEntries(Object.entries(state.masterOf).filter(([id]) => id !== restaurantId)),
});

/** The rule switching `restaurantId` to `masterId`'s menu (itself: its own) breaks, or null. */
export const switchProblem = (state: MenuSharingState, command: Extract<MenuSharingCommand, { type: "SwitchMenuMaster" }>["data"]): string | null => {
  const { restaurantId, masterId, names } = command;
  if (names[restaurantId] === undefined || names[masterId] === undefined) return INVALID_RESTAURANT_ID;
  if (masterId === restaurantId) return null;
  const left = withoutRestaurant(state, restaurantId);
  return sharingProblem(left, { masterId, restaurantIds: [...sharersOf(left, masterId), restaurantId], names });
};

const decideSwitch = (state: MenuSharingState, data: Extract<MenuSharingCommand, { type: "SwitchMenuMaster" }>["data"], at: string): Decision<MenuSharingEvent> => {
  const problem = switchProblem(state, data);
  if (problem !== null) return reject(problem);
  if (menuMasterOf(state, data.restaurantId) === data.masterId) return accept();
  return accept({ type: "MenuMasterSwitched", data: { restaurantId: data.restaurantId, masterId: data.masterId, at } });
};

export const menuSharingDecider: Decider<MenuSharingState, MenuSharingCommand, MenuSharingEvent> = {
  initialState: { revision: 0, masterOf: {} },
  decide: (command, state, ctx): Decision<MenuSharingEvent> => {
    const stale = staleRevision<MenuSharingEvent>(command.data.rev, state.revision);
    if (stale !== null) return stale;
    if (command.type === "SwitchMenuMaster") return decideSwitch(state, command.data, isoOf(ctx.now));
    const restaurantIds = [...new Set(command.data.restaurantIds)];
    const problem = sharingProblem(state, { ...command.data, restaurantIds });
    if (problem !== null) return reject(problem);
    if (sameList(sharersOf(state, command.data.masterId), restaurantIds)) return accept();
    return accept({ type: "MenuSharingSet", data: { masterId: command.data.masterId, restaurantIds, at: isoOf(ctx.now) } });
  },
  evolve: (state, event) => {
    if (event.type === "MenuMasterSwitched") {
      const { restaurantId, masterId } = event.data;
      const left = withoutRestaurant(state, restaurantId);
      return { revision: state.revision + 1, masterOf: masterId === restaurantId ? left.masterOf : { ...left.masterOf, [restaurantId]: masterId } };
    }
    const kept = Object.entries(state.masterOf).filter(([, master]) => master !== event.data.masterId);
    const added = event.data.restaurantIds.map((id) => [id, event.data.masterId] as const);
    return { revision: state.revision + 1, masterOf: Object.fromEntries([...kept, ...added]) };
  },
};
