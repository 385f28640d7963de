// The phone claim, stream `phone-{e164}`: the one place where "a phone number belongs to at most
// one user" holds under concurrency. The event store's unique (stream_id, version) makes two
// racing registrations for one phone append at the same version: one wins, the other reloads,
// sees the claim and gets 'This phone number already in use' (spec 1 §5, §8).
// Opening an account (application/openAccount.ts) decides ClaimPhone {phoneNumber, userId} on
// `phone-{e164}` and RegisterUser on `user-{userId}` in ONE unit of work, so no claim is ever
// left without its user.
// `GET /auth/check-exist/{phone}` and login by phone read this stream (`ownerOf`).
// Decisions where the spec is silent: claiming again for the same user appends nothing (a retried
// request); releasing a phone nobody holds appends nothing; releasing another user's claim is a
// 409 'This phone number belongs to another user'.
import { Schema } from "effect";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../engine/decider";
import { PHONE_IN_USE } from "./authRefusals";
import { Id, IsoInstant, PhoneNumber, isoOf, message } from "./fields";

export { PHONE_IN_USE };
export const PHONE_OF_ANOTHER_USER = "This phone number belongs to another user";

export const PhoneClaimEvent = Schema.Union([
  message("PhoneClaimed", { phoneNumber: PhoneNumber, userId: Id, claimedAt: IsoInstant }),
  message("PhoneReleased", { phoneNumber: PhoneNumber, userId: Id, releasedAt: IsoInstant }),
]);
export type PhoneClaimEvent = typeof PhoneClaimEvent.Type;

export const PhoneClaimCommand = Schema.Union([
  message("ClaimPhone", { phoneNumber: PhoneNumber, userId: Id }),
  message("ReleasePhone", { phoneNumber: PhoneNumber, userId: Id }),
]);
export type PhoneClaimCommand = typeof PhoneClaimCommand.Type;

export interface PhoneClaimState {
  /** The user holding this phone, or null when it is free. */
  readonly claimedBy: string | null;
}

export const initialPhoneClaimState: PhoneClaimState = { claimedBy: null };

export const evolvePhoneClaim = (state: PhoneClaimState, event: PhoneClaimEvent): PhoneClaimState => {
  switch (event.type) {
    case "PhoneClaimed":
      return { claimedBy: event.data.userId };
    case "PhoneReleased":
      return state.claimedBy === event.data.userId ? { claimedBy: null } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const claimPhone = (
  { phoneNumber, userId }: { phoneNumber: string; userId: string },
  state: PhoneClaimState,
  ctx: DecideContext,
): Decision<PhoneClaimEvent> => {
  if (state.claimedBy === userId) return accept();
  if (state.claimedBy !== null) return reject(PHONE_IN_USE, 409);
  return accept({ type: "PhoneClaimed", data: { phoneNumber, userId, claimedAt: isoOf(ctx.now) } });
};

const releasePhone = (
  { phoneNumber, userId }: { phoneNumber: string; userId: string },
  state: PhoneClaimState,
  ctx: DecideContext,
): Decision<PhoneClaimEvent> => {
  if (state.claimedBy === null) return accept();
  if (state.claimedBy !== userId) return reject(PHONE_OF_ANOTHER_USER, 409);
  return accept({ type: "PhoneReleased", data: { phoneNumber, userId, releasedAt: isoOf(ctx.now) } });
};

export const decidePhoneClaim = (
  command: PhoneClaimCommand,
  state: PhoneClaimState,
  ctx: DecideContext,
): Decision<PhoneClaimEvent> => {
  switch (command.type) {
    case "ClaimPhone": return claimPhone(command.data, state, ctx);
    case "ReleasePhone": return releasePhone(command.data, state, ctx);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const phoneClaimDecider: Decider<PhoneClaimState, PhoneClaimCommand, PhoneClaimEvent> = {
  initialState: initialPhoneClaimState,
  decide: decidePhoneClaim,
  evolve: evolvePhoneClaim,
};

export const phoneStreamId = (e164: string): string => `phone-${e164}`;

export const ownerOf = (state: PhoneClaimState): string | null => state.claimedBy;
