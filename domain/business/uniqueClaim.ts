// A unique claim on a key, one stream per key (`business-url-{slug}`, `agent-code-{code}`): the one
// place where "at most one owner holds this key" holds under concurrency, like
// domain/auth/phoneClaim.ts for phones. Two racing claims append at the same version of the
// claim stream: one wins, the other reloads, sees the claim and is refused.
// How an application function uses it: in ONE unit of work, Claim {ownerId} on the key's stream
// (the owner's id is decided first), decide the owner's own command (create the business, change
// its URL, create the agent) and, after a change, Release the old key; a refusal of any step
// writes nothing (domain/business/application/businessUrl.ts, createAgent.ts).
// Decisions where the spec is silent:
// - The refusal is the spec's uniqueness message '{key} has constraint' (spec 1 §8), e.g.
//   'url has constraint', answered 409.
// - Claiming again for the same owner appends nothing (a retried request); releasing a key
//   nobody holds, or that another owner holds, appends nothing (a release must never free
//   someone else's key).
import { Schema } from "effect";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { Id, IsoInstant, isoOf, message } from "../auth/fields";

export const UniqueClaimEvent = Schema.Union([
  message("KeyClaimed", { key: Schema.String, ownerId: Id, claimedAt: IsoInstant }),
  message("KeyReleased", { key: Schema.String, ownerId: Id, releasedAt: IsoInstant }),
]);
export type UniqueClaimEvent = typeof UniqueClaimEvent.Type;

export type UniqueClaimCommand =
  | { readonly type: "Claim"; readonly data: { readonly key: string; readonly ownerId: string } }
  | { readonly type: "Release"; readonly data: { readonly key: string; readonly ownerId: string } };

export interface UniqueClaimState {
  /** The owner holding the key, or null when it is free. */
  readonly ownerId: string | null;
}

/** The spec's uniqueness message for a field: 'url has constraint'. */
export const constraintMessage = (field: string): string => `${field} has constraint`;

const evolve = (state: UniqueClaimState, event: UniqueClaimEvent): UniqueClaimState => {
  switch (event.type) {
    case "KeyClaimed":
      return { ownerId: event.data.ownerId };
    case "KeyReleased":
      return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** The claim decider of one kind of key; `field` names it in the refusal ('url has constraint'). */
export const uniqueClaimDecider = (field: string): Decider<UniqueClaimState, UniqueClaimCommand, UniqueClaimEvent> => ({
  initialState: { ownerId: null },
  evolve,
  decide: (command, state, ctx: DecideContext): Decision<UniqueClaimEvent> => {
    const { key, ownerId } = command.data;
    switch (command.type) {
      case "Claim":
        if (state.ownerId === ownerId) return accept();
        if (state.ownerId !== null) return reject(constraintMessage(field), 409);
        return accept({ type: "KeyClaimed", data: { key, ownerId, claimedAt: isoOf(ctx.now) } });
      case "Release":
        if (state.ownerId !== ownerId) return accept();
        return accept({ type: "KeyReleased", data: { key, ownerId, releasedAt: isoOf(ctx.now) } });
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
});

export const businessUrlClaim = uniqueClaimDecider("url");
export const businessUrlStreamId = (slug: string): string => `business-url-${slug}`;

export const agentCodeClaim = uniqueClaimDecider("code");
export const agentCodeStreamId = (code: string): string => `agent-code-${code}`;
