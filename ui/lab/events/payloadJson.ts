// Owns: the event payload editor's text: an event shown as JSON, and typed JSON checked back into
// an event (valid JSON, an object, a non-empty string `type`), with the reason when it is not.
import type { EventObject } from "xstate";

export type PayloadCheck = { readonly ok: true; readonly event: EventObject } | { readonly ok: false; readonly problem: string };

export const payloadText = (event: EventObject): string => JSON.stringify(event, null, 2);

export const parsePayload = (text: string): PayloadCheck => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, problem: "The event must be a JSON object" };
  if (!("type" in value) || typeof value.type !== "string" || value.type === "") {
    return { ok: false, problem: 'The event needs a "type": the event name, as a string' };
  }
  return { ok: true, event: value as EventObject };
};
