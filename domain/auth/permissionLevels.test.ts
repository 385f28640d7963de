import { describe, expect, it } from "vitest";
import { businessRules, providerRules } from "./permissionLevels";
import { defineAbilityFor } from "./permissions";

const owner = defineAbilityFor({ userId: "u1", roles: [], agentIds: [] }, [
  { level: 1, userId: "u1", businessId: "b1", owner: true, grants: [] },
  { level: 1, userId: "u1", businessId: "b2", owner: false, grants: [{ action: "read", subject: "Menu" }] },
]);

describe("permission levels", () => {
  it("level 0 keeps only rules without a business", () => {
    expect(providerRules(owner)).toEqual([]);
    const admin = defineAbilityFor({ userId: "a", roles: ["admin"], agentIds: [] }, []);
    expect(providerRules(admin)).toEqual([{ action: "manage", subject: "all" }]);
  });

  it("level 1 keeps one business's rules without their business condition", () => {
    const rules = businessRules(owner, "b2");
    expect(rules).toContainEqual({ action: "read", subject: "Menu" });
    expect(rules).toContainEqual({ action: "read", subject: "Business" });
    expect(JSON.stringify(rules)).not.toContain("b1");
    expect(businessRules(owner, "b3")).toEqual([]);
  });
});
