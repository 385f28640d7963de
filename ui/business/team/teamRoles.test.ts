import { describe, expect, it } from "vitest";
import { grantsOf, roleOf, roleSummary } from "./teamRoles";

describe("team roles", () => {
  it("reads grants as one level per subject and writes them back", () => {
    const grants = [
      { action: "manage", subject: "Menu" },
      { action: "read", subject: "Restaurant" },
      { action: "update", subject: "Restaurant" },
      { action: "read", subject: "Voucher" },
    ] as const;
    const role = roleOf(grants);
    expect(role).toMatchObject({ Menu: "manage", Restaurant: "edit", Voucher: "view", Stock: "none" });
    expect(grantsOf(role)).toEqual([
      { action: "read", subject: "Restaurant" },
      { action: "create", subject: "Restaurant" },
      { action: "update", subject: "Restaurant" },
      { action: "manage", subject: "Menu" },
      { action: "read", subject: "Voucher" },
    ]);
    expect(roleSummary(grants)).toBe("Restaurants: Edit · Menu: Manage · Vouchers: View");
    expect(roleSummary([])).toBe("No access");
  });
});
