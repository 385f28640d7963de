// The one registry of every explicit state machine (ARCHITECTURE §2.3): the in-app Machine Lab
// lists, draws and drives these entries with their sample input and mock actors, and
// machines/catalogue.test.ts walks each with xstate/graph and fails when a `*.machine.ts` is
// missing here. Areas keep their entries beside their machines and are gathered here.
import { authCatalogue } from "./auth/authCatalogue";
import { businessCatalogue } from "./business/businessCatalogue";
import type { CatalogueEntry } from "./catalogueEntry";

export type { CatalogueEntry } from "./catalogueEntry";

export const catalogue: ReadonlyArray<CatalogueEntry> = [...authCatalogue, ...businessCatalogue];

export const catalogueEntryById = (id: string): CatalogueEntry | undefined =>
  catalogue.find((entry) => entry.id === id);
