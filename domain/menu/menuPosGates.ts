// Owns: which POS features a menu write uses (spec 4 §9 minimum POS versions, the table in
// domain/shared/posFeatures.ts) and the refusal 'Required POS version {v}' when the restaurant's
// till is older; the server refuses with it and the menu screens show it beside the feature.
// Decisions where the spec is silent:
// - Writing the menu v3 document needs menuV3 (3.0.0); a till below it keeps the legacy menu API.
//   An add-on group of type PRODUCT (add-ons that are products, with their own add-on groups) is
//   a nested add-on (4.0.0); a SET product an item combo (4.1.0); a product with takeaway
//   options item takeaway (4.3.10).
// - Spec 4 writes the message 'Required POS version {v}' (§2, §8); the menu answers that form.
// - A till that never reported its version (a menu prepared before the POS is installed) is not
//   gated: the back office cannot know it, and refusing would block every new restaurant. The
//   gate applies from the first POS_VERSION report (domain/business/restaurantPosVersion.ts).
// - A menu shared by several restaurants (menuSharing.ts) is sold by all their tills: a write to
//   it is gated by the OLDEST version reported among them (a till that never reported is left
//   out, as above), whichever restaurant's path the write came through.
import { POS_FEATURE_MINIMUM_VERSIONS, type PosFeature, requiredPosVersionLabel, supportsPosFeature } from "../shared/posFeatures";
import { comparePosVersions, parsePosVersion } from "../shared/posVersion";
import type { MenuItem, MenuModule } from "./menuModules";

/** The gated features an item of `module` uses. */
export const menuItemFeatures = (module: MenuModule, item: MenuItem): ReadonlyArray<PosFeature> => {
  const fields = item as Readonly<Record<string, unknown>>;
  switch (module) {
    case "product": return [
      ...(fields.productType === "SET" ? ["itemCombo" as const] : []),
      ...(fields.takeawayUsed === true ? ["itemTakeaway" as const] : []),
    ];
    case "addonGroup": return fields.addonGroupType === "PRODUCT" ? ["nestedAddon"] : [];
    default: return [];
  }
};

/** 'Required POS version {v}' for the first feature a known POS version lacks, else null. */
export const menuPosGate = (posVersion: string | null, features: ReadonlyArray<PosFeature>): string | null => {
  if (posVersion === null) return null;
  const missing = features.find((feature) => !supportsPosFeature(posVersion, feature));
  return missing === undefined ? null : requiredPosVersionLabel(POS_FEATURE_MINIMUM_VERSIONS[missing]);
};

/** The oldest of the tills' reported versions (null: none reported); one that is not a version counts as oldest. */
export const oldestPosVersion = (versions: ReadonlyArray<string | null>): string | null =>
  versions.reduce<string | null>((oldest, version) => {
    if (version === null) return oldest;
    if (oldest === null) return version;
    const a = parsePosVersion(version);
    const b = parsePosVersion(oldest);
    if (b === null) return oldest;
    return a === null || comparePosVersions(a, b) < 0 ? version : oldest;
  }, null);
