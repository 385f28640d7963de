// Owns: which streams are unique-key claims, who owns each, and when a claim is an orphan (the
// repair of stores written before claims and owners were appended in one unit of work, issue 13).
// Before that change a crash between the two appends could leave a phone, URL or code claimed by
// an owner that was never written, or still held by an owner that had moved to another key or
// was deleted; the key then answers 'already in use' / '{key} has constraint' for ever.
// A claim is an orphan when its owner's stream holds no live owner, or the owner's current key
// maps to another claim stream. Nothing here reads a store: the finder is given the claim's
// holder and the owner's folded state (application/releaseOrphanClaims.ts does the I/O).
// Decisions: who holds a claim is read from the claim's own events (they carry the key), so an
// orphan whose owner never existed can still be released with the exact key it was claimed for.
// The bill-id claims (`bill-id-...`, domain/business/restaurantBillId.ts) are not listed: they
// came with the units of work, so no older version wrote one alone, and their owner is the
// customer's phone, not a stream that could be missing.
import type { Decider, DomainEvent } from "../engine/decider";
import { type PhoneClaimEvent, phoneClaimDecider, phoneStreamId } from "../auth/phoneClaim";
import { type UserState, userDecider, userStreamId } from "../auth/user";
import { type AgentState, agentDecider, agentStreamId } from "../business/agent";
import { businessDecider } from "../business/business";
import { type BusinessState, businessStreamId } from "../business/businessModel";
import { type UniqueClaimEvent, agentCodeClaim, agentCodeStreamId, businessUrlClaim, businessUrlStreamId } from "../business/uniqueClaim";
import { memberDecider } from "../loyalty/member/member";
import { type MemberState, memberStreamId } from "../loyalty/member/memberModel";
import { memberPhoneClaim, memberPhoneStreamId } from "../loyalty/member/memberPhoneClaim";
import { membershipUrlClaim, membershipUrlStreamId } from "../loyalty/programme/membershipUrl";
import { programmeDecider } from "../loyalty/programme/programme";
import { type ProgrammeState, programmeStreamId } from "../loyalty/programme/programmeModel";

/** Who holds a claim stream now, with the key as it was claimed; null when it is free. */
export type Holder = { readonly key: string; readonly ownerId: string } | null;

type Fold<S> = Pick<Decider<S, never, DomainEvent>, "initialState" | "evolve">;

const phoneHolder: Fold<Holder> = {
  initialState: null,
  evolve: (holder, event) => {
    const e = event as PhoneClaimEvent;
    if (e.type === "PhoneClaimed") return { key: e.data.phoneNumber, ownerId: e.data.userId };
    return holder?.ownerId === e.data.userId ? null : holder;
  },
};

const uniqueHolder: Fold<Holder> = {
  initialState: null,
  evolve: (holder, event) => {
    const e = event as UniqueClaimEvent;
    if (e.type === "KeyClaimed") return { key: e.data.key, ownerId: e.data.ownerId };
    return holder?.ownerId === e.data.ownerId ? null : holder;
  },
};

interface TypedClaimKind<S, C, E extends DomainEvent, O, OE extends DomainEvent> {
  readonly name: string;
  readonly prefix: string;
  readonly holder: Fold<Holder>;
  readonly claim: Decider<S, C, E>;
  readonly releaseCommand: (holder: NonNullable<Holder>) => C;
  readonly ownerStreamId: (ownerId: string) => string;
  readonly owner: Pick<Decider<O, never, OE>, "initialState" | "evolve">;
  /** The claim stream the owner's current key maps to; null when it holds none (missing, deleted). */
  readonly ownedClaim: (owner: O) => string | null;
}

/** One kind of claim: its streams, how to release one, and the owner that must hold its key. */
export type ClaimKind = TypedClaimKind<unknown, unknown, DomainEvent, unknown, DomainEvent>;

// Each kind is consistent by construction (its decider, commands and owner fold go together);
// the table forgets their types so the kinds can be listed side by side.
const kind = <S, C, E extends DomainEvent, O, OE extends DomainEvent>(spec: TypedClaimKind<S, C, E, O, OE>): ClaimKind =>
  spec as unknown as ClaimKind;

const uniqueRelease = (holder: NonNullable<Holder>) => ({ type: "Release" as const, data: { key: holder.key, ownerId: holder.ownerId } });

/** Every kind of claim the product writes; a new claim stream must be added here. */
export const CLAIM_KINDS: ReadonlyArray<ClaimKind> = [
  kind({
    name: "phone", prefix: "phone-", holder: phoneHolder, claim: phoneClaimDecider,
    releaseCommand: (holder) => ({ type: "ReleasePhone" as const, data: { phoneNumber: holder.key, userId: holder.ownerId } }),
    ownerStreamId: userStreamId, owner: userDecider,
    ownedClaim: (user: UserState) => (user.status === "registered" ? phoneStreamId(user.phoneNumber) : null),
  }),
  kind({
    name: "business URL", prefix: "business-url-", holder: uniqueHolder, claim: businessUrlClaim, releaseCommand: uniqueRelease,
    ownerStreamId: businessStreamId, owner: businessDecider,
    ownedClaim: (business: BusinessState) => (business.status === "active" && business.url !== null ? businessUrlStreamId(business.url) : null),
  }),
  kind({
    name: "agent code", prefix: "agent-code-", holder: uniqueHolder, claim: agentCodeClaim, releaseCommand: uniqueRelease,
    ownerStreamId: agentStreamId, owner: agentDecider,
    ownedClaim: (agent: AgentState) => (agent.status === "active" ? agentCodeStreamId(agent.code) : null),
  }),
  kind({
    name: "member phone", prefix: "membership-phone-", holder: uniqueHolder, claim: memberPhoneClaim, releaseCommand: uniqueRelease,
    ownerStreamId: memberStreamId, owner: memberDecider,
    ownedClaim: (member: MemberState) => (member.status === "active" ? memberPhoneStreamId(member.businessId, member.phoneNumber) : null),
  }),
  kind({
    name: "membership URL", prefix: "membership-url-", holder: uniqueHolder, claim: membershipUrlClaim, releaseCommand: uniqueRelease,
    ownerStreamId: programmeStreamId, owner: programmeDecider,
    ownedClaim: (programme: ProgrammeState) => (programme.status === "active" && programme.url !== null ? membershipUrlStreamId(programme.url) : null),
  }),
];

/** The kind of claim a stream is, or undefined when it is not a claim stream. */
export const claimKindOf = (streamId: string): ClaimKind | undefined => CLAIM_KINDS.find((k) => streamId.startsWith(k.prefix));

export type ClaimVerdict =
  | { readonly kind: "free" }
  | { readonly kind: "held" }
  | { readonly kind: "orphan"; readonly reason: "owner missing" | "owner moved on" };

/** Whether the claim `streamId`, held by `holder`, is still backed by `owner` (its folded state). */
export const verdictOf = (claim: ClaimKind, streamId: string, holder: Holder, owner: unknown, ownerExists: boolean): ClaimVerdict => {
  if (holder === null) return { kind: "free" };
  if (claim.ownedClaim(owner) === streamId) return { kind: "held" };
  return { kind: "orphan", reason: ownerExists ? "owner moved on" : "owner missing" };
};
