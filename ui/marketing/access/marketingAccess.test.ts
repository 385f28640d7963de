import { describe, expect, it } from "vitest";
import { marketingAccessOf } from "./marketingAccess";

const USER = "00000000000000000000000b";
const claims = { userId: USER, roles: [], agentIds: [] };

describe("marketing access in a business", () => {
  it("gives an owner every section", () => {
    expect(marketingAccessOf(claims, { level: 1, userId: USER, businessId: "b1", owner: true, grants: [] }, "b1")).toEqual({
      overview: true, promotion: true, voucher: true, feedback: true,
    });
  });

  it("gates promotion on manage Promotion, voucher and feedback on manage Voucher", () => {
    const record = { level: 1 as const, userId: USER, businessId: "b1", owner: false, grants: [{ action: "manage" as const, subject: "Voucher" as const }] };
    expect(marketingAccessOf(claims, record, "b1")).toEqual({ overview: true, promotion: false, voucher: true, feedback: true });
    expect(marketingAccessOf(claims, record, "b2")).toEqual({ overview: true, promotion: false, voucher: false, feedback: false });
  });

  it("leaves a provider admin everything without a record", () => {
    expect(marketingAccessOf({ ...claims, roles: ["admin"] }, null, "b1")).toEqual({ overview: true, promotion: true, voucher: true, feedback: true });
  });
});
