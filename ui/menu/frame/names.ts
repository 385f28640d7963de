// Owns: showing the names of the items an item points at (a product's category, a SKU's unit), so
// no screen shows an id: an id the menu no longer holds shows as '—'.
import type { MenuModule } from "../../../domain/menu/menuModules";
import { findItem } from "../../../domain/menu/menuModel";
import type { MenuDocument } from "../../ports/menuPort";

export const nameOf = (document: MenuDocument, module: MenuModule, id: string | null): string =>
  id === null ? "—" : (findItem(document.modules, module, id)?.name ?? "—");

export const namesOf = (document: MenuDocument, module: MenuModule, ids: ReadonlyArray<string>): string =>
  ids.length === 0 ? "—" : ids.map((id) => nameOf(document, module, id)).join(", ");

export const choicesOf = (document: MenuDocument, module: MenuModule) =>
  (document.modules[module] as ReadonlyArray<{ readonly id: string; readonly name?: string }>).map((item) => ({ id: item.id, name: item.name ?? item.id }));
