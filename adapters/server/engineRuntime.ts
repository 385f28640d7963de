// What every route needs to run commands and read models: the store, the one command runner over
// the product's event types, and a fresh DecideContext per command. It is the `Engine` port the
// application functions run on, plus the store for the few adapters that read the log itself.
import { productEventTypes } from "../../domain/catalogue";
import { commandHandler, type CommandHandler } from "../../domain/engine/commandHandler";
import type { Engine } from "../../domain/engine/commandRunner";
import type { DecideContext } from "../../domain/engine/decider";
import type { EventStore } from "../../domain/engine/eventStore";
import { commandRunner } from "../engine/commandRunner";
import { liveContext } from "../engine/liveContext";

export interface EngineRuntime extends Engine {
  readonly store: EventStore;
  /** The engine's handler under the runner; new code runs commands through `runner`. */
  readonly commands: CommandHandler;
}

export const engineRuntime = (store: EventStore, context: (timeZone?: string) => DecideContext = liveContext): EngineRuntime => {
  const commands = commandHandler(store, productEventTypes);
  return { store, commands, runner: commandRunner(commands, context), readModels: store.readModels, context };
};
