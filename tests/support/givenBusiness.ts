// The "given" steps of the business and auth application functions' unit tests (domain/business/
// application/*.test.ts, domain/auth/application/*.test.ts), each made through the application
// function the product itself uses:
// a registered user, a business (with or without a URL), a restaurant in it. Plus what a "then"
// step reads: the types written on a stream, and how long the log is (nothing written = same).
import { openAccount } from "../../domain/auth/application/openAccount";
import { createBusiness } from "../../domain/business/application/createBusiness";
import { createRestaurant } from "../../domain/business/application/createRestaurant";
import type { RunOptions } from "../../domain/engine/commandRunner";
import type { EventStore } from "../../domain/engine/eventStore";
import type { EngineRuntime } from "../../adapters/server/engineRuntime";

export const AS_TEST: RunOptions = { actor: "test" };

export const givenUser = (engine: EngineRuntime, phoneNumber: string, name = "Aisyah"): Promise<string> =>
  openAccount(engine, { phoneNumber, name, passwordHash: "hash" }, "test");

export const givenBusiness = (engine: EngineRuntime, ownerId: string, url: string | null = null, name = "Kopi Kita"): Promise<string> =>
  createBusiness(engine, { businessId: engine.context().newId(), ownerId, name, url }, AS_TEST);

export const givenRestaurant = (engine: EngineRuntime, businessId: string, name = "Kopi Kita Bangsar"): Promise<string> =>
  createRestaurant(engine, { restaurantId: engine.context().newId(), businessId, profile: { name } }, AS_TEST);

/** The types of a stream's events, oldest first. */
export const typesOn = async (store: EventStore, streamId: string): Promise<ReadonlyArray<string>> =>
  (await store.readStream(streamId)).events.map((event) => event.type);

/** How many events the whole log holds. */
export const logLength = async (store: EventStore): Promise<number> => (await store.readAll(0, 1_000_000)).length;
