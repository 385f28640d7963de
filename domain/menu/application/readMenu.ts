// Reading a restaurant's menu v3 document (GET /restaurants/{id}/menu-v3): the folded stream.
import type { Engine } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { type MenuState, menuStreamId } from "../menuModel";
import { type MenuDocumentView, menuDocumentView } from "../menuView";

export const loadMenu = async (engine: Engine, restaurantId: string): Promise<MenuState> =>
  (await engine.runner.load(menuDecider, menuStreamId(restaurantId))).state;

export const readMenu = async (engine: Engine, restaurantId: string): Promise<MenuDocumentView> =>
  menuDocumentView(restaurantId, await loadMenu(engine, restaurantId));
