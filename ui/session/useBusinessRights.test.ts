import { describe, expect, it } from "vitest";
import { rightsOf } from "./useBusinessRights";

const user = { userId: "00000000000000000000000b", roles: [], agentIds: [] };
const membership = { action: "manage", subject: "Membership" } as const;

describe("a user's rights in the business of the address", () => {
  it("grants manage on Membership only by a record of that business that holds it", () => {
    const record = (subject: "Membership" | "Voucher", businessId = "b1") =>
      ({ level: 1, userId: user.userId, businessId, owner: false, grants: [{ action: "manage", subject }] }) as const;
    expect(rightsOf(user, record("Membership"), "b1")(membership)).toBe(true);
    expect(rightsOf(user, record("Voucher"), "b1")(membership)).toBe(false);
    expect(rightsOf(user, record("Membership", "b2"), "b1")(membership)).toBe(false);
    expect(rightsOf(user, null, "b1")(membership)).toBe(false);
  });

  it("lets the owner and a provider admin in", () => {
    expect(rightsOf(user, { level: 1, userId: user.userId, businessId: "b1", owner: true, grants: [] }, "b1")(membership)).toBe(true);
    expect(rightsOf({ ...user, roles: ["admin"] }, null, "b1")(membership)).toBe(true);
  });
});
