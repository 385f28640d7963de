import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "./deciderSpec";
import {
  PHONE_IN_USE, PHONE_OF_ANOTHER_USER, type PhoneClaimCommand, type PhoneClaimEvent,
  ownerOf, phoneClaimDecider, phoneStreamId,
} from "./phoneClaim";

const T0 = "2025-03-01T08:00:00.000Z";
const phoneNumber = "+6591234567";
const claim = (userId: string): PhoneClaimCommand => ({ type: "ClaimPhone", data: { phoneNumber, userId } });
const release = (userId: string): PhoneClaimCommand => ({ type: "ReleasePhone", data: { phoneNumber, userId } });
const claimedBy = (userId: string): PhoneClaimEvent =>
  ({ type: "PhoneClaimed", data: { phoneNumber, userId, claimedAt: T0 } });
const releasedBy = (userId: string): PhoneClaimEvent =>
  ({ type: "PhoneReleased", data: { phoneNumber, userId, releasedAt: T0 } });

describe("phone claim decider", () => {
  it("claims a free phone", () => {
    expect(given(phoneClaimDecider, []).when(claim("u1"), at(T0))).toEqual(thenEvents(claimedBy("u1")));
  });
  it("refuses a phone claimed by another user with the spec's message", () => {
    expect(given(phoneClaimDecider, [claimedBy("u1")]).when(claim("u2"), at(T0))).toEqual(thenError(PHONE_IN_USE, 409));
    expect(PHONE_IN_USE).toBe("This phone number already in use");
  });
  it("treats a repeated claim by the same user as done", () => {
    expect(given(phoneClaimDecider, [claimedBy("u1")]).when(claim("u1"), at(T0))).toEqual(thenEvents());
  });
  it("releases the holder's claim, after which another user may claim", () => {
    expect(given(phoneClaimDecider, [claimedBy("u1")]).when(release("u1"), at(T0))).toEqual(thenEvents(releasedBy("u1")));
    expect(given(phoneClaimDecider, [claimedBy("u1"), releasedBy("u1")]).when(claim("u2"), at(T0)))
      .toEqual(thenEvents(claimedBy("u2")));
  });
  it("refuses to release another user's claim; releasing a free phone appends nothing", () => {
    expect(given(phoneClaimDecider, [claimedBy("u1")]).when(release("u2"), at(T0)))
      .toEqual(thenError(PHONE_OF_ANOTHER_USER, 409));
    expect(given(phoneClaimDecider, []).when(release("u1"), at(T0))).toEqual(thenEvents());
  });
  it("answers who owns the phone, and names the stream phone-{e164}", () => {
    expect(ownerOf(given(phoneClaimDecider, [claimedBy("u1")]).state)).toBe("u1");
    expect(ownerOf(given(phoneClaimDecider, [claimedBy("u1"), releasedBy("u1")]).state)).toBeNull();
    expect(phoneStreamId(phoneNumber)).toBe("phone-+6591234567");
  });
});
