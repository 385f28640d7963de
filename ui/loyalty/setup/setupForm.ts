// Owns: the setup form (spec 2 §1 "the setup screen creates it"): the programme name (default
// 'Membership'), the base tier's name (default 'Basic') and the experience a level needs
// (default 300), checked with the server's own Schema (NewProgrammeInput), so the messages are
// the server's ('Name is required', 'Min exp is 1', 'Invalid exp').
// Decision where the spec is silent: the rest of the programme (URL, cashback, credit, locations)
// keeps its defaults and is edited later on the settings page.
import { DEFAULT_BASE_EXP_TO_LEVEL_UP } from "../../../domain/loyalty/experienceCap";
import { DEFAULT_PROGRAMME_NAME, NewProgrammeInput } from "../../../domain/loyalty/programme/settings";
import { DEFAULT_BASE_TIER_NAME } from "../../../domain/loyalty/programme/tiers";
import { type FieldErrors, fieldErrorsOf } from "../../business/forms/schemaErrors";

export interface SetupForm {
  readonly name: string;
  readonly baseTierName: string;
  readonly baseExpToLevelUp: number;
}

export const INITIAL_SETUP: SetupForm = {
  name: DEFAULT_PROGRAMME_NAME,
  baseTierName: DEFAULT_BASE_TIER_NAME,
  baseExpToLevelUp: DEFAULT_BASE_EXP_TO_LEVEL_UP,
};

export const checkSetup = (form: SetupForm): FieldErrors => fieldErrorsOf(NewProgrammeInput, form);

export const setupBodyOf = (form: SetupForm): NewProgrammeInput => ({
  name: form.name.trim(),
  baseTierName: form.baseTierName.trim(),
  baseExpToLevelUp: form.baseExpToLevelUp,
});
