import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import {
  type UniqueClaimCommand, type UniqueClaimEvent, agentCodeStreamId, businessUrlClaim, businessUrlStreamId,
} from "./uniqueClaim";

const T0 = "2025-03-01T08:00:00.000Z";
const key = "kopi-kita";
const claim = (ownerId: string): UniqueClaimCommand => ({ type: "Claim", data: { key, ownerId } });
const release = (ownerId: string): UniqueClaimCommand => ({ type: "Release", data: { key, ownerId } });
const claimed = (ownerId: string): UniqueClaimEvent => ({ type: "KeyClaimed", data: { key, ownerId, claimedAt: T0 } });
const released = (ownerId: string): UniqueClaimEvent => ({ type: "KeyReleased", data: { key, ownerId, releasedAt: T0 } });

describe("unique claim decider", () => {
  it("claims a free key", () => {
    expect(given(businessUrlClaim, []).when(claim("b1"), at(T0))).toEqual(thenEvents(claimed("b1")));
  });

  it("refuses a key another owner holds with the spec's uniqueness message", () => {
    expect(given(businessUrlClaim, [claimed("b1")]).when(claim("b2"), at(T0))).toEqual(thenError("url has constraint", 409));
  });

  it("treats a repeated claim by the same owner as done", () => {
    expect(given(businessUrlClaim, [claimed("b1")]).when(claim("b1"), at(T0))).toEqual(thenEvents());
  });

  it("frees the key on release by its holder, so another owner may claim it", () => {
    expect(given(businessUrlClaim, [claimed("b1")]).when(release("b1"), at(T0))).toEqual(thenEvents(released("b1")));
    expect(given(businessUrlClaim, [claimed("b1"), released("b1")]).when(claim("b2"), at(T0))).toEqual(thenEvents(claimed("b2")));
  });

  it("never frees a key held by someone else, nor a free one", () => {
    expect(given(businessUrlClaim, [claimed("b1")]).when(release("b2"), at(T0))).toEqual(thenEvents());
    expect(given(businessUrlClaim, []).when(release("b2"), at(T0))).toEqual(thenEvents());
  });

  it("names its streams by key", () => {
    expect(businessUrlStreamId("kopi-kita")).toBe("business-url-kopi-kita");
    expect(agentCodeStreamId("AG0001")).toBe("agent-code-AG0001");
  });
});
