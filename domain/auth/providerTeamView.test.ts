import { describe, expect, it } from "vitest";
import { teamMemberOf } from "./providerTeamView";
import type { UserRow } from "./users.projection";

const row = (change: Partial<UserRow>): UserRow => ({
  userId: "u1", phoneNumber: "+60123456789", name: "Aina", roles: [], agentIds: [], tokensNotBefore: null, createdAt: "2026-11-01T00:00:00.000Z", ...change,
});
const names = new Map([["admin-1", "Aisyah Admin"]]);
const nameOf = (id: string) => names.get(id);

describe("a provider team member as answered", () => {
  it("names the role (admin wins), the granting user and the instant", () => {
    expect(teamMemberOf(row({ roles: ["staff", "admin"], grantedBy: "admin-1", grantedAt: "2026-11-02T03:00:00.000Z" }), nameOf)).toEqual({
      userId: "u1", name: "Aina", phoneNumber: "+60123456789", role: "admin",
      grantedBy: { userId: "admin-1", name: "Aisyah Admin" }, grantedAt: "2026-11-02T03:00:00.000Z",
    });
  });

  it("answers a grant by no user as null, one by a system actor with an empty name, and nothing for a user off the team", () => {
    expect(teamMemberOf(row({ roles: ["staff"] }), nameOf)).toMatchObject({ role: "staff", grantedBy: null, grantedAt: null });
    expect(teamMemberOf(row({ roles: ["staff"], grantedBy: "system:demo-data", grantedAt: null }), nameOf)?.grantedBy).toEqual({ userId: "system:demo-data", name: "" });
    expect(teamMemberOf(row({ roles: [] }), nameOf)).toBeUndefined();
  });
});
