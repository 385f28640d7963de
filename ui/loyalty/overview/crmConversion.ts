// Owns: the 'CRM v2 conversion' confirmation rule (spec 2 §1): the user must type the
// confirmation text exactly, otherwise 'Invalid text'; and what the dialog tells them before.
// Decision where the spec is silent: the text to type is CONVERT (case and spaces must match,
// surrounding spaces are ignored).
export const CRM_CONFIRMATION_TEXT = "CONVERT";
export const INVALID_TEXT = "Invalid text";

export const CRM_CONVERSION_NOTES: ReadonlyArray<string> = [
  "The conversion takes 1-3 working days.",
  "Member credits convert 1:1.",
  "The reward pool and levels are deprecated in the new version.",
];

export const checkConfirmation = (typed: string): string | null => (typed.trim() === CRM_CONFIRMATION_TEXT ? null : INVALID_TEXT);
