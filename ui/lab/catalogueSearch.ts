// Owns: the search over the catalogue list: every word typed must appear in the entry's title,
// description or id, ignoring case; an empty search lists every entry in catalogue order.
import type { CatalogueEntry } from "../../machines/catalogueEntry";

export const searchCatalogue = (entries: ReadonlyArray<CatalogueEntry>, query: string): CatalogueEntry[] => {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== "");
  return entries.filter((entry) => {
    const text = `${entry.title} ${entry.description} ${entry.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
};
