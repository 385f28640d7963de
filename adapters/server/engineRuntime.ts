// What every route needs to run commands and read models: the store, the command handler over
// the product's event types, and a fresh DecideContext per command.
import { productEventTypes } from "../../domain/catalogue";
import { commandHandler, type CommandHandler } from "../../domain/engine/commandHandler";
import type { DecideContext } from "../../domain/engine/decider";
import type { EventStore } from "../../domain/engine/eventStore";
import { liveContext } from "../engine/liveContext";

export interface EngineRuntime {
  readonly store: EventStore;
  readonly commands: CommandHandler;
  readonly context: (timeZone?: string) => DecideContext;
}

export const engineRuntime = (store: EventStore, context: (timeZone?: string) => DecideContext = liveContext): EngineRuntime => ({
  store,
  commands: commandHandler(store, productEventTypes),
  context,
});
