// Owns: POS app versions ("6.22.5") and their order, for feature gating (spec 4 §9).
// Decisions (spec silent): a version is up to three dot-separated whole numbers, optionally
// prefixed "v" and followed by a pre-release or build suffix ("6.22.5-beta.1", "4.1"); missing
// parts are 0 and the suffix is ignored (a beta of 6.22.5 counts as 6.22.5). Anything else
// is not a version, and an unknown or missing version supports no gated feature.
export type PosVersion = readonly [major: number, minor: number, patch: number];

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/;

export const parsePosVersion = (text: string | null | undefined): PosVersion | null => {
  if (text === null || text === undefined) return null;
  const match = VERSION.exec(text.trim());
  if (match === null) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
};

export const comparePosVersions = (a: PosVersion, b: PosVersion): -1 | 0 | 1 => {
  for (let i = 0; i < 3; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** Whether `version` is `minimum` or later; false when `version` is not a version. */
export const isAtLeastVersion = (version: string | null | undefined, minimum: string): boolean => {
  const have = parsePosVersion(version);
  const need = parsePosVersion(minimum);
  return have !== null && need !== null && comparePosVersions(have, need) >= 0;
};

export const formatPosVersion = (version: PosVersion): string => version.join(".");
