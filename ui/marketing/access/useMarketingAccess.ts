// Reads the signed-in user's marketing access in a business (marketingAccess.ts): the session's
// claims and the permission record the marketing port answers. Null while it loads.
import { useEffect, useState } from "react";
import type { UserClaims } from "../../../domain/auth/roles";
import { sessionClaims } from "../../../machines/auth/session.machine";
import { usePorts } from "../../ports/PortsProvider";
import { useSessionSelector } from "../../session/SessionProvider";
import { type MarketingAccess, marketingAccessOf } from "./marketingAccess";

export const useMarketingAccess = (businessId: string): MarketingAccess | null => {
  const { marketing } = usePorts();
  // The claims as text, so a snapshot with the same claims keeps the same value.
  const claimsText = useSessionSelector((snapshot) => JSON.stringify(sessionClaims(snapshot.context)));
  const [access, setAccess] = useState<MarketingAccess | null>(null);
  useEffect(() => {
    let current = true;
    setAccess(null);
    const claims = JSON.parse(claimsText) as UserClaims | null;
    if (claims === null) return;
    marketing.permissionIn(businessId).then(
      (record) => current && setAccess(marketingAccessOf(claims, record, businessId)),
      () => current && setAccess(marketingAccessOf(claims, null, businessId)),
    );
    return () => {
      current = false;
    };
  }, [marketing, claimsText, businessId]);
  return access;
};
