// Owns: the signed-in user's rights in the business of the address, for drawer entries and pages
// that need a right on a business subject (spec 1 §6 levels; spec 2 §6 "The Loyalty menu needs
// manage permission on the membership subject"): the CASL ability of domain/auth/permissions.ts
// built from the session's claims and the user's permission record in that business (the
// marketing port's `permissionIn`). Answers null while the record loads or without a business.
// Decision where the spec is silent (as ui/marketing/access does): when the record cannot be
// read every right is granted; the server still refuses every call the user may not make.
// A right is one action on one subject, or a named feature check of domain/auth/businessAccess.ts
// (the function the feature's server route calls).
import { useEffect, useState } from "react";
import type { BusinessAccess } from "../../domain/auth/businessAccess";
import { type Action, type BusinessSubject, type PermissionRecord, defineAbilityFor } from "../../domain/auth/permissions";
import { canIn } from "../../domain/auth/abilityChecks";
import type { UserClaims } from "../../domain/auth/roles";
import { sessionClaims } from "../../machines/auth/session.machine";
import { usePorts } from "../ports/PortsProvider";
import { useSessionSelector } from "./SessionProvider";

export type BusinessRight = { readonly action: Action; readonly subject: BusinessSubject } | BusinessAccess;

export type CanInBusiness = (right: BusinessRight) => boolean;

export const rightsOf = (claims: UserClaims, record: PermissionRecord | null, businessId: string): CanInBusiness => {
  const ability = defineAbilityFor(claims, record === null ? [] : [record]);
  return (right) => (typeof right === "function" ? right(ability, businessId) : canIn(ability, right.action, right.subject, businessId));
};

export const useBusinessRights = (businessId: string | undefined): CanInBusiness | null => {
  const { marketing } = usePorts();
  const claimsText = useSessionSelector((snapshot) => JSON.stringify(sessionClaims(snapshot.context)));
  const key = `${businessId ?? ""}:${claimsText}`;
  const [rights, setRights] = useState<{ readonly key: string; readonly can: CanInBusiness } | null>(null);
  useEffect(() => {
    const claims = JSON.parse(claimsText) as UserClaims | null;
    if (businessId === undefined || claims === null) return;
    let current = true;
    marketing.permissionIn(businessId).then(
      (record) => current && setRights({ key, can: rightsOf(claims, record, businessId) }),
      () => current && setRights({ key, can: rightsOf(claims, null, businessId) }),
    );
    return () => {
      current = false;
    };
  }, [marketing, claimsText, businessId, key]);
  return rights?.key === key ? rights.can : null;
};
