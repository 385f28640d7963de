// Owns: the words a statechart diagram prints for a transition: its event (XState's internal
// event types made readable), its guard, and `after` delays as durations.
// Decisions:
// - `xstate.after.1000.…` reads "after 1 s", `xstate.done.actor.sendOtp` "sendOtp done",
//   `xstate.error.actor.sendOtp` "sendOtp failed", an eventless transition "always", a compound
//   state's completion "done", the wildcard "any event".
// - Guards print in brackets after the event: a named guard by its name, `and`/`or`/`not` as
//   `a && b`, `a || b`, `!a` (recognised by their check functions, which survive minification),
//   an inline function by its name or "inline".
import { type AnyTransitionDefinition, and, not, or } from "xstate";

const AFTER = /^xstate\.after\.([^.]+)\./;
const ACTOR_DONE = /^xstate\.done\.actor\.(.+)$/;
const ACTOR_ERROR = /^xstate\.error\.actor\.(.+)$/;

type Combinator = { readonly check: unknown; readonly guards: ReadonlyArray<unknown> };
const AND_CHECK = (and([]) as unknown as Combinator).check;
const OR_CHECK = (or([]) as unknown as Combinator).check;
const NOT_CHECK = (not("") as unknown as Combinator).check;

const trimmed = (value: number): string => String(Number(value.toFixed(3)));

/** A delay in milliseconds as a person reads it: 250 ms, 1 s, 1.5 s, 20 min, 2 h. */
export const formatDelay = (ms: number): string => {
  if (ms < 1000) return `${trimmed(ms)} ms`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${trimmed(ms / 1000)} s`;
};

export const eventLabel = (eventType: string): string => {
  const delay = AFTER.exec(eventType)?.[1];
  if (delay !== undefined) return `after ${/^\d+$/.test(delay) ? formatDelay(Number(delay)) : delay}`;
  const done = ACTOR_DONE.exec(eventType)?.[1];
  if (done !== undefined) return `${done} done`;
  const failed = ACTOR_ERROR.exec(eventType)?.[1];
  if (failed !== undefined) return `${failed} failed`;
  if (eventType.startsWith("xstate.done.state.")) return "done";
  if (eventType === "") return "always";
  if (eventType === "*") return "any event";
  return eventType;
};

const isCombinator = (guard: object): guard is Combinator => "check" in guard && "guards" in guard;

export const guardText = (guard: unknown): string => {
  if (typeof guard === "string") return guard;
  if (typeof guard === "function" && isCombinator(guard)) {
    const parts = guard.guards.map(guardText);
    if (guard.check === AND_CHECK) return parts.join(" && ");
    if (guard.check === OR_CHECK) return parts.join(" || ");
    if (guard.check === NOT_CHECK) return parts.map((part) => (part.includes(" ") ? `!(${part})` : `!${part}`)).join("");
  }
  if (typeof guard === "function") return guard.name === "" ? "inline" : guard.name;
  if (typeof guard === "object" && guard !== null && "type" in guard && typeof guard.type === "string") return guard.type;
  return "inline";
};

/** One transition as a label line: its event, then its guard in brackets when it has one. */
export const transitionText = (transition: AnyTransitionDefinition): string =>
  transition.guard === undefined ? eventLabel(transition.eventType) : `${eventLabel(transition.eventType)} [${guardText(transition.guard)}]`;
