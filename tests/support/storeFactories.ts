// The stores every contract suite runs against: memory, PGlite in a fresh temp folder, and
// PostgreSQL in a fresh schema when TEST_DATABASE_URL is set (CI sets it).
import { rm } from "node:fs/promises";
import type { EventStore, EventStoreOptions } from "../../domain/engine/eventStore";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { openStore } from "../../adapters/store/openStore";
import { freshDataDir } from "./pgliteTemplate";

export interface StoreFactory {
  readonly name: string;
  readonly open: (options?: EventStoreOptions) => Promise<{ store: EventStore; dispose: () => Promise<void> }>;
}

let schemaCounter = 0;

export const storeFactories = (): StoreFactory[] => {
  const factories: StoreFactory[] = [
    { name: "memory", open: async (options) => ({ store: memoryEventStore(options), dispose: async () => undefined }) },
    {
      name: "pglite",
      open: async (options) => {
        const dataDir = await freshDataDir();
        const opened = await openStore({ ...options, dataDir });
        return {
          store: opened.store,
          dispose: async () => {
            await opened.close();
            await rm(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl !== undefined && databaseUrl !== "") {
    factories.push({
      name: "postgres",
      open: async (options) => {
        const databaseSchema = `contract_${process.pid}_${Date.now()}_${schemaCounter++}`;
        const opened = await openStore({ ...options, dataDir: "", databaseUrl, databaseSchema });
        return { store: opened.store, dispose: opened.close };
      },
    });
  }
  return factories;
};
