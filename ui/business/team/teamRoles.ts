// Owns: how the team page shows and edits a member's role (spec 1 §3 permission subjects and
// actions, §6 'team (permission)'): one access level per business subject.
// Decisions where the spec is silent ("the exact role-to-screen mapping is not shown"):
// - Levels: No access (no grant), View (read), Edit (read, create, update) and Manage (manage,
//   which includes delete); grants written by the API in other shapes show as the highest level
//   they reach (update or create alone → Edit) and are rewritten in these shapes when saved.
// - Subjects are named for people: Business profile, Restaurants, Menu, Promotions, Vouchers,
//   Membership, Stock, Team (the Permission subject) and Roles.
import { type BusinessSubject, businessSubjects } from "../../../domain/auth/permissions";
import type { Grant } from "../../../domain/business/team";

export const ACCESS_LEVELS = ["none", "view", "edit", "manage"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LABELS: Readonly<Record<AccessLevel, string>> = { none: "No access", view: "View", edit: "Edit", manage: "Manage" };

export const SUBJECT_LABELS: Readonly<Record<BusinessSubject, string>> = {
  Business: "Business profile",
  Restaurant: "Restaurants",
  Menu: "Menu",
  Promotion: "Promotions",
  Voucher: "Vouchers",
  Membership: "Membership",
  Stock: "Stock",
  Permission: "Team",
  Role: "Roles",
};

export type Role = Readonly<Record<BusinessSubject, AccessLevel>>;

const GRANTS_OF: Readonly<Record<AccessLevel, ReadonlyArray<Grant["action"]>>> = {
  none: [],
  view: ["read"],
  edit: ["read", "create", "update"],
  manage: ["manage"],
};

const levelOf = (actions: ReadonlyArray<Grant["action"]>): AccessLevel => {
  if (actions.includes("manage")) return "manage";
  if (actions.includes("update") || actions.includes("create") || actions.includes("delete")) return "edit";
  return actions.includes("read") ? "view" : "none";
};

/** The role a member's grants give, subject by subject. */
export const roleOf = (grants: ReadonlyArray<Grant>): Role =>
  Object.fromEntries(
    businessSubjects.map((subject) => [subject, levelOf(grants.filter((grant) => grant.subject === subject).map((grant) => grant.action))]),
  ) as Role;

/** The grants a role writes. */
export const grantsOf = (role: Role): ReadonlyArray<Grant> =>
  businessSubjects.flatMap((subject) => GRANTS_OF[role[subject]].map((action) => ({ action, subject })));

export const NO_ACCESS: Role = roleOf([]);

/** "Menu: Manage · Restaurants: Edit", or "No access". */
export const roleSummary = (grants: ReadonlyArray<Grant>): string => {
  const role = roleOf(grants);
  const parts = businessSubjects.filter((subject) => role[subject] !== "none").map((subject) => `${SUBJECT_LABELS[subject]}: ${ACCESS_LABELS[role[subject]]}`);
  return parts.length === 0 ? "No access" : parts.join(" · ");
};
