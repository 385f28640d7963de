// Owns: the answers a waiting call can be given by hand: the entry's sample actor results for
// that call (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` samples), in catalogue order,
// each with a short caption that tells it from its siblings: `done {"exist":true}`, `done`,
// `failed: Network Error` (the message of a failure that has one).
import type { EventObject } from "xstate";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { answeredCallOf } from "../run/labOperation";

export const sampleAnswers = (entry: CatalogueEntry, callId: string): EventObject[] =>
  entry.sampleEvents.filter((event) => answeredCallOf(event.type) === callId);

const CAPTION_MAX = 36;

const cut = (text: string) => (text.length > CAPTION_MAX ? `${text.slice(0, CAPTION_MAX - 1)}…` : text);

export const answerCaption = (event: EventObject & { readonly output?: unknown; readonly error?: unknown }): string => {
  if (event.type.startsWith("xstate.error.actor.")) {
    const { error } = event;
    const message = typeof error === "object" && error !== null && "message" in error ? error.message : undefined;
    return cut(typeof message === "string" ? `failed: ${message}` : `failed ${JSON.stringify(error) ?? ""}`.trim());
  }
  return cut(event.output === undefined ? "done" : `done ${JSON.stringify(event.output)}`);
};
