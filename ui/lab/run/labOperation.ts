// Owns: the operations a Lab run is driven by, as data: send an event, advance the clock, answer
// a waiting call. The transition log records them and time travel replays them, so a run is
// fully described by its list of operations.
// Decision: an answer remembers who gave it (the catalogue's mock, a sample answer, a played
// path), shown in the log so QA can tell a real-looking run from a hand-made one.
import type { EventObject } from "xstate";
import { formatDelay } from "../diagram/transitionLabel";
import type { CallOutcome } from "./pendingCalls";

export type AnswerSource = "mock" | "sample" | "path";

export type LabOperation =
  | { readonly kind: "send"; readonly event: EventObject }
  | { readonly kind: "advance"; readonly ms: number }
  | { readonly kind: "answer"; readonly callId: string; readonly outcome: CallOutcome; readonly by: AnswerSource };

export const operationText = (operation: LabOperation): string => {
  switch (operation.kind) {
    case "send":
      return operation.event.type;
    case "advance":
      return `+${formatDelay(operation.ms)}`;
    case "answer":
      return `${operation.callId} ${operation.outcome.kind === "done" ? "done" : "failed"} (${operation.by})`;
    default: {
      const unknown: never = operation;
      return unknown;
    }
  }
};

/** The outcome an `xstate.done.actor.*` / `xstate.error.actor.*` event stands for. */
export const outcomeOfEvent = (event: EventObject & { output?: unknown; error?: unknown }): CallOutcome =>
  event.type.startsWith("xstate.error.actor.") ? { kind: "error", error: event.error } : { kind: "done", output: event.output };

/** The call an actor result event answers, or null for any other event. */
export const answeredCallOf = (eventType: string): string | null =>
  /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(eventType)?.[1] ?? null;
