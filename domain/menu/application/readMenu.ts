// Reading a restaurant's menu v3 document (GET /restaurants/{id}/menu-v3): the folded stream of
// the menu it uses, its own or, when it shares one, its master's (menuSharing.ts).
import type { Engine } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { type MenuState, menuStreamId } from "../menuModel";
import { type MenuDocumentView, menuDocumentView } from "../menuView";
import { menuMasterId } from "./menuSharing";

export const loadMenu = async (engine: Engine, restaurantId: string): Promise<MenuState> =>
  (await engine.runner.load(menuDecider, menuStreamId(await menuMasterId(engine, restaurantId)))).state;

export const readMenu = async (engine: Engine, restaurantId: string): Promise<MenuDocumentView> => {
  const masterId = await menuMasterId(engine, restaurantId);
  return menuDocumentView(masterId, (await engine.runner.load(menuDecider, menuStreamId(masterId))).state);
};
