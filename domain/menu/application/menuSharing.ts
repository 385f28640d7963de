// Which restaurants share a menu (GET|PUT /restaurants/{id}/menu-v3/restaurants; the model in
// domain/menu/menuSharing.ts): resolving a restaurant to the master whose menu stream it uses
// (every menu application function does) or to the whole group selling that menu (the POS gate
// reads every till of it), reading the group and setting it.
// Decisions where the spec is silent: a restaurant the read models do not know (tests, a deleted
// one) resolves to itself. A write resolves its master when it runs: a sharing change committed
// between that and the append lets that one write land on the stream it resolved (a write with
// `_rev` is then refused with 409 when the master's revision differs).
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { Row } from "../../engine/projection";
import { type MenuSharingState, menuMasterOf, menuSharingDecider, menuSharingStreamId, sharersOf } from "../menuSharing";
import type { MenuSharingView } from "../menuSharingResponse";

type Ports = Pick<Engine, "readModels" | "runner">;

const sharingOf = async (ports: Ports, businessId: string): Promise<{ readonly state: MenuSharingState; readonly version: number }> =>
  ports.runner.load(menuSharingDecider, menuSharingStreamId(businessId));

/** The restaurant whose menu stream `restaurantId` reads and writes (its master, else itself). */
export const menuMasterId = async (ports: Ports, restaurantId: string): Promise<string> => {
  const row = await ports.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined) return restaurantId;
  return menuMasterOf((await sharingOf(ports, String(row.businessId))).state, restaurantId);
};

/** The restaurants selling the menu `restaurantId` uses: its master first, then those sharing it. */
export const menuGroupOf = async (ports: Ports, restaurantId: string): Promise<ReadonlyArray<string>> => {
  const row = await ports.readModels.get(RESTAURANTS_TABLE, restaurantId);
  if (row === undefined) return [restaurantId];
  const { state } = await sharingOf(ports, String(row.businessId));
  const masterId = menuMasterOf(state, restaurantId);
  return [masterId, ...sharersOf(state, masterId)];
};

const fixesStock = (row: Row | undefined): boolean =>
  ((row?.settings as { readonly "fix-master-menu-stock"?: { readonly enable?: unknown } | null } | undefined)?.["fix-master-menu-stock"]?.enable ?? false) === true;

const view = async (ports: Ports, businessId: string, restaurantId: string, sharing: { readonly state: MenuSharingState; readonly version: number }): Promise<MenuSharingView> => {
  const { rows } = await ports.readModels.list(RESTAURANTS_TABLE, { where: { businessId } });
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const masterId = menuMasterOf(sharing.state, restaurantId);
  const entry = (id: string, role: "MASTER" | "SHARING") => ({ id, name: String(byId.get(id)?.name ?? ""), role, fixMasterMenuStock: fixesStock(byId.get(id)) });
  const group = [masterId, ...sharersOf(sharing.state, masterId)];
  return {
    _rev: sharing.version,
    restaurantId,
    masterRestaurantId: masterId,
    restaurants: group.map((id) => entry(id, id === masterId ? "MASTER" : "SHARING")),
    others: rows.map((row) => String(row.id)).filter((id) => !group.includes(id)).map((id) => ({ id, name: String(byId.get(id)?.name ?? "") })),
  };
};

export const readMenuSharing = async (ports: Ports, businessId: string, restaurantId: string): Promise<MenuSharingView> =>
  view(ports, businessId, restaurantId, await sharingOf(ports, businessId));

export interface MenuSharingEdit {
  readonly businessId: string;
  /** The master: the restaurant whose menu the listed restaurants share. */
  readonly restaurantId: string;
  readonly restaurantIds: ReadonlyArray<string>;
  readonly rev?: number | undefined;
}

const namesOf = async (ports: Ports, businessId: string): Promise<Readonly<Record<string, string>>> => {
  const { rows } = await ports.readModels.list(RESTAURANTS_TABLE, { where: { businessId } });
  return Object.fromEntries(rows.map((row) => [String(row.id), String(row.name ?? "")]));
};

export const setMenuSharing = async (ports: Ports, edit: MenuSharingEdit, options: RunOptions): Promise<MenuSharingView> => {
  const names = await namesOf(ports, edit.businessId);
  const command = { type: "SetMenuSharing", data: { masterId: edit.restaurantId, restaurantIds: edit.restaurantIds, names, rev: edit.rev } } as const;
  const outcome = await ports.runner.run(menuSharingDecider, menuSharingStreamId(edit.businessId), command, options);
  return view(ports, edit.businessId, edit.restaurantId, outcome);
};

export interface MenuMasterSwitch {
  readonly businessId: string;
  /** The restaurant changing the menu it uses. */
  readonly restaurantId: string;
  /** The restaurant whose menu it will use; itself for its own menu. */
  readonly masterRestaurantId: string;
  readonly rev?: number | undefined;
}

/** Switches the menu a restaurant uses in one command: refused as a whole, changing nothing. */
export const switchMenuMaster = async (ports: Ports, edit: MenuMasterSwitch, options: RunOptions): Promise<MenuSharingView> => {
  const names = await namesOf(ports, edit.businessId);
  const command = { type: "SwitchMenuMaster", data: { restaurantId: edit.restaurantId, masterId: edit.masterRestaurantId, names, rev: edit.rev } } as const;
  const outcome = await ports.runner.run(menuSharingDecider, menuSharingStreamId(edit.businessId), command, options);
  return view(ports, edit.businessId, edit.restaurantId, outcome);
};
