import { describe, expect, it } from "vitest";
import { toE164 } from "../../domain/shared/phone";
import { seedMemberOf } from "./seedMembers";

describe("seedMemberOf", () => {
  const members = Array.from({ length: 2000 }, (_, i) => seedMemberOf(i));

  it("is the same member for the same index", () => {
    expect(seedMemberOf(1234)).toEqual(members[1234]);
  });

  it("gives every index its own valid Malaysian phone and card number", () => {
    expect(new Set(members.map((m) => m.phoneNumber)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.cardNo)).size).toBe(members.length);
    for (const member of [...members.slice(0, 20), seedMemberOf(9_999_999)]) expect(toE164(member.phoneNumber)).toBe(member.phoneNumber);
  });

  it("gives index mod 4 bills of RM 8.00 to RM 240.00 in the last 90 days, oldest first, and a level edit to one in ten", () => {
    for (const [index, member] of members.entries()) {
      expect(member.bills).toHaveLength(index % 4);
      for (const bill of member.bills) {
        expect(bill.sen).toBeGreaterThanOrEqual(800);
        expect(bill.sen).toBeLessThanOrEqual(24_000);
        expect(bill.daysAgo).toBeGreaterThanOrEqual(1);
        expect(bill.daysAgo).toBeLessThanOrEqual(89);
      }
      expect(member.bills.map((b) => b.daysAgo)).toEqual([...member.bills.map((b) => b.daysAgo)].sort((a, b) => b - a));
      expect(member.level !== null).toBe(index % 10 === 9);
    }
  });
});
