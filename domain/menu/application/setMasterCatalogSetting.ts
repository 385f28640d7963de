// The master catalog setting of a menu (PUT /restaurants/{id}/menu-v3/master-catalog-setting):
// whether the master menu's prices include taxes. Answers the whole document.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { menuDecider } from "../menuDocument";
import { menuStreamId } from "../menuModel";
import { type MenuDocumentView, menuDocumentView } from "../menuView";
import { menuMasterId } from "./menuSharing";

export const setMasterCatalogSetting = async (
  engine: Engine,
  edit: { readonly restaurantId: string; readonly inclusiveTaxes: boolean; readonly rev?: number | undefined },
  options: RunOptions,
): Promise<MenuDocumentView> => {
  const command = { type: "SetMasterCatalogSetting", data: { inclusiveTaxes: edit.inclusiveTaxes, rev: edit.rev } } as const;
  const masterId = await menuMasterId(engine, edit.restaurantId);
  const outcome = await engine.runner.run(menuDecider, menuStreamId(masterId), command, options);
  return menuDocumentView(masterId, outcome.state);
};
