// Owns: which marketing sections a user may use in a business (spec 3 §2 "Menu gating", §6):
// promotion needs manage on Promotion, voucher and feedback need manage on Voucher, checked with
// the CASL ability of domain/auth/permissions.ts built from the session's claims and the user's
// permission record in that business. The overview is open to anyone in the area.
// Decision where the spec is silent: when the permission record cannot be read, only what the
// session's claims grant alone is offered (a provider admin keeps everything); the server
// refuses the rest anyway, so offering it would only lead to 403s.
import type { UserClaims } from "../../../domain/auth/roles";
import { type PermissionRecord, defineAbilityFor } from "../../../domain/auth/permissions";
import { canIn } from "../../../domain/auth/abilityChecks";
import type { MarketingSection } from "../../app/paths/marketingPaths";

export type MarketingAccess = Readonly<Record<MarketingSection, boolean>>;

export const marketingAccessOf = (claims: UserClaims, record: PermissionRecord | null, businessId: string): MarketingAccess => {
  const ability = defineAbilityFor(claims, record === null ? [] : [record]);
  const vouchers = canIn(ability, "manage", "Voucher", businessId);
  return { overview: true, promotion: canIn(ability, "manage", "Promotion", businessId), voucher: vouchers, feedback: vouchers };
};
