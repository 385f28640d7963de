// Owns: the tier editor's draft and rules (spec 2 §2 Tier editor, §5 Tier): the draft is the whole
// ladder (base first, its min level fixed at 0); a tier's messages are 'Name is required' and the
// ladder rules of domain/loyalty/tierDecision.ts ('Level used by other tier', 'Min level is N',
// 'Max level is N'), plus 'Invalid exp' for a min exp that is not a whole number >= 0; the count
// rule ('Tier should be less than or equal to 4') is the form's banner. A new tier is 'New' one
// level above the highest in use (newTier).
// The editor validates as the user types: the tier being edited is the one whose messages show,
// a badge leaves it only when it has none (spec 2 §2 'selecting a badge first validates the
// current tier'), and Save is offered only for a ladder with no message at all, so a refused
// Save never moves the editor to another tier (where the next correction would land unseen).
import { NAME_REQUIRED } from "../../../domain/auth/credentials";
import type { TierSettingInput } from "../../../domain/loyalty/programme/tiers";
import { INVALID_EXP } from "../../../domain/loyalty/programme/settings";
import { type Tier, checkTierLadder, newTier } from "../../../domain/loyalty/tierDecision";

export type TierErrors = { readonly name?: string; readonly minLevel?: string; readonly minExp?: string };

export const withNewTier = (ladder: ReadonlyArray<Tier>): ReadonlyArray<Tier> => [...ladder, newTier(ladder)];

export const tierErrorsAt = (draft: ReadonlyArray<Tier>, index: number): TierErrors => {
  const tier = draft[index];
  if (tier === undefined) return {};
  const minLevel = checkTierLadder(draft).find((problem) => problem.index === index && problem.field === "minLevel")?.message;
  const errors: { name?: string; minLevel?: string; minExp?: string } = {};
  if (tier.name.trim() === "") errors.name = NAME_REQUIRED;
  if (minLevel !== undefined) errors.minLevel = minLevel;
  if (!Number.isInteger(tier.minExp) || tier.minExp < 0) errors.minExp = INVALID_EXP;
  return errors;
};

export const hasTierErrors = (errors: TierErrors): boolean => Object.keys(errors).length > 0;

/** The ladder-wide message (too many tiers), or null. */
export const ladderMessage = (draft: ReadonlyArray<Tier>): string | null =>
  checkTierLadder(draft).find((problem) => problem.field === "tiers")?.message ?? null;

/** Whether each tier of the draft has a message (its badge shows it). */
export const invalidTiers = (draft: ReadonlyArray<Tier>): ReadonlyArray<boolean> =>
  draft.map((_, index) => hasTierErrors(tierErrorsAt(draft, index)));

/** Save is offered only when no tier and not the ladder has a message. */
export const canSaveLadder = (draft: ReadonlyArray<Tier>): boolean =>
  ladderMessage(draft) === null && !invalidTiers(draft).includes(true);

/** The tier selected after a badge click: `wanted` once the tier being edited has no message. */
export const selectTier = (draft: ReadonlyArray<Tier>, selected: number, wanted: number): number =>
  hasTierErrors(tierErrorsAt(draft, selected)) ? selected : wanted;

export const tierSettingOf = (draft: ReadonlyArray<Tier>): TierSettingInput => ({
  baseTierName: (draft[0]?.name ?? "").trim(),
  tiers: draft.slice(1).map((tier) => ({ name: tier.name.trim(), minLevel: tier.minLevel, minExp: tier.minExp })),
});
