// Owns: gating features by the restaurant's POS version (spec 4 §9 minimum versions; spec 3 §5
// "item combo 4.1.0, payment voucher 6.31.0, apply-effect-on-order 3.5.0") and the calculator
// version (0 from any POS version, 1 from 6.22.5).
// Messages: the spec writes the gate two ways. 'Required POS version {v}' is the label shown on
// a gated choice (spec 3 §2 effect chooser, spec 4 §2) and 'Required POS Version X' the
// validation error (spec 1 §5, spec 3 §5); both are built here with the full minimum version,
// e.g. 'Required POS version 6.31.0' and 'Required POS Version 6.31.0'.
// Decision (spec silent): a restaurant whose POS version is unknown has no gated feature and
// calculator version 0.
import { isAtLeastVersion } from "./posVersion";

export const POS_FEATURE_MINIMUM_VERSIONS = {
  menuV3: "3.0.0",
  applyEffectOnOrder: "3.5.0",
  nestedAddon: "4.0.0",
  taxAndServiceChargeV4: "4.0.0",
  itemCombo: "4.1.0",
  itemTakeaway: "4.3.10",
  transferInventory: "4.5.0",
  qrEPayment: "6.9.0",
  deliveryIntegration: "6.11.0",
  feedmeDelivery: "6.12.0",
  rmsPayment: "6.21.0",
  queue: "6.21.0",
  paymentVoucher: "6.31.0",
} as const;

export type PosFeature = keyof typeof POS_FEATURE_MINIMUM_VERSIONS;
export const POS_FEATURES = Object.keys(POS_FEATURE_MINIMUM_VERSIONS) as ReadonlyArray<PosFeature>;

/** Calculator versions and the POS version each needs (spec 4 §9). */
export const CALCULATOR_MINIMUM_VERSIONS = [
  { calculatorVersion: 0, minimumPosVersion: "0.0.0" },
  { calculatorVersion: 1, minimumPosVersion: "6.22.5" },
] as const;
export type CalculatorVersion = (typeof CALCULATOR_MINIMUM_VERSIONS)[number]["calculatorVersion"];

export const requiredPosVersionLabel = (version: string): string => `Required POS version ${version}`;
export const requiredPosVersionError = (version: string): string => `Required POS Version ${version}`;

export const supportsPosFeature = (posVersion: string | null | undefined, feature: PosFeature): boolean =>
  isAtLeastVersion(posVersion, POS_FEATURE_MINIMUM_VERSIONS[feature]);

/** null when the POS supports `feature`, else 'Required POS Version {minimum}'. */
export const checkPosFeature = (posVersion: string | null | undefined, feature: PosFeature): string | null =>
  supportsPosFeature(posVersion, feature) ? null : requiredPosVersionError(POS_FEATURE_MINIMUM_VERSIONS[feature]);

/** null when supported, else the label 'Required POS version {minimum}' for a disabled choice. */
export const posFeatureLabel = (posVersion: string | null | undefined, feature: PosFeature): string | null =>
  supportsPosFeature(posVersion, feature) ? null : requiredPosVersionLabel(POS_FEATURE_MINIMUM_VERSIONS[feature]);

/** The newest calculator the POS can run: 1 from 6.22.5, else 0 (also for an unknown version). */
export const calculatorVersionFor = (posVersion: string | null | undefined): CalculatorVersion => {
  let chosen: CalculatorVersion = 0;
  for (const { calculatorVersion, minimumPosVersion } of CALCULATOR_MINIMUM_VERSIONS) {
    if (isAtLeastVersion(posVersion, minimumPosVersion)) chosen = calculatorVersion;
  }
  return chosen;
};

/** Whether the POS can run calculator `version` (0 always). */
export const supportsCalculatorVersion = (posVersion: string | null | undefined, version: CalculatorVersion): boolean =>
  version <= calculatorVersionFor(posVersion);
