import { describe, expect, it } from "vitest";
import { initialUserState, type UserState } from "../auth/user";
import { CLAIM_KINDS, claimKindOf, verdictOf } from "./orphanClaims";

const registered = (phoneNumber: string): UserState => ({
  status: "registered", userId: "u1", phoneNumber, name: "Aina", passwordHash: "h", roles: [], registeredAt: "2026-01-05T08:00:00Z", tokensNotBefore: null,
});

describe("claim streams", () => {
  it.each([
    ["phone-+60111000001", "phone"],
    ["business-url-kopi-kita", "business URL"],
    ["agent-code-KOPI1", "agent code"],
    ["membership-phone-b00000000000000000000001-+60111000001", "member phone"],
    ["membership-url-kopi-club", "membership URL"],
  ])("%s is a %s claim", (streamId, name) => {
    expect(claimKindOf(streamId)?.name).toBe(name);
  });

  it.each(["business-b00000000000000000000001", "agent-a00000000000000000000001", "user-u1", "member-m1", "programme-b1", "till-bill-r1-B1"])(
    "%s is not a claim",
    (streamId) => {
      expect(claimKindOf(streamId)).toBeUndefined();
    },
  );

  it("no kind's prefix starts another's, so a stream is never read as the wrong kind", () => {
    const shadowed = CLAIM_KINDS.flatMap((a) => CLAIM_KINDS.filter((b) => a !== b && b.prefix.startsWith(a.prefix)).map((b) => `${a.prefix} shadows ${b.prefix}`));
    expect(shadowed).toEqual([]);
  });
});

describe("the verdict on a claim", () => {
  const phone = claimKindOf("phone-+60111000001")!;
  const holder = { key: "+60111000001", ownerId: "u1" };

  it("is free when nobody holds it", () => {
    expect(verdictOf(phone, "phone-+60111000001", null, initialUserState, false)).toEqual({ kind: "free" });
  });

  it("is held when the owner's key maps to the claim", () => {
    expect(verdictOf(phone, "phone-+60111000001", holder, registered("+60111000001"), true)).toEqual({ kind: "held" });
  });

  it("is an orphan when the owner was never written", () => {
    expect(verdictOf(phone, "phone-+60111000001", holder, initialUserState, false)).toEqual({ kind: "orphan", reason: "owner missing" });
  });

  it("is an orphan when the owner holds another key", () => {
    expect(verdictOf(phone, "phone-+60111000001", holder, registered("+60111000009"), true)).toEqual({ kind: "orphan", reason: "owner moved on" });
  });
});
