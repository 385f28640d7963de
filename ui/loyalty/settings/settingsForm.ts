// Owns: the programme settings form (spec 2 §2 Settings, §5): its values read from the programme,
// the PUT /membership body they make, and their messages, which are the domain's own: the
// settings Schema (name 'Name is required', the membership URL's shape 'Invalid URL, should be
// more than 6 characters' and 'Reserved URL', cashback 'Min cashback percentage is 0' and 'Min
// cashback validity is 1') and the card design rule ('Image is required', 'Invalid ref', 'Invalid
// file').
// Decisions where the spec is silent:
// - An empty URL field sends null: members then reach the store at {host}/{business id}.
// - A cashback validity under 1 shows its message instead of being changed behind the user's back.
import { Result } from "effect";
import { type Design, nextDesign } from "../../../domain/loyalty/programme/design";
import { ProgrammeSettingsInput } from "../../../domain/loyalty/programme/settings";
import { type FieldErrors, fieldErrorsOf } from "../../kit/forms/schemaErrors";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";

export interface SettingsValues {
  readonly name: string;
  readonly url: string;
  readonly creditOneToOne: boolean;
  readonly freeCreditAsDiscount: boolean;
  readonly cashbackPercentage: number;
  readonly cashbackValidFor: number;
  readonly targetRestaurant: ReadonlyArray<string>;
  readonly design: Design;
}

export const settingsValuesOf = (programme: LoyaltyProgramme): SettingsValues => ({
  name: programme.name,
  url: programme.url ?? "",
  creditOneToOne: programme.creditOneToOne,
  freeCreditAsDiscount: programme.freeCreditAsDiscount,
  cashbackPercentage: programme.cashback.percentage,
  cashbackValidFor: programme.cashback.validFor,
  targetRestaurant: programme.targetRestaurant,
  design: programme.design,
});

export const settingsInputOf = (values: SettingsValues): ProgrammeSettingsInput => {
  const url = values.url.trim();
  return {
    name: values.name.trim(),
    url: url === "" ? null : url,
    creditOneToOne: values.creditOneToOne,
    freeCreditAsDiscount: values.freeCreditAsDiscount,
    cashback: { percentage: values.cashbackPercentage, validFor: values.cashbackValidFor },
    targetRestaurant: values.targetRestaurant,
  };
};

/** Field messages keyed name, url, cashback.percentage, cashback.validFor and image. */
export const checkSettings = (values: SettingsValues): FieldErrors => {
  const design = nextDesign(values.design);
  return {
    ...fieldErrorsOf(ProgrammeSettingsInput, settingsInputOf(values)),
    ...(Result.isFailure(design) ? { image: design.failure.message } : {}),
  };
};

/** Whether the design differs from the programme's, so Save also writes PUT /membership/design. */
export const designChanged = (values: SettingsValues, programme: LoyaltyProgramme): boolean =>
  values.design.type !== programme.design.type || (values.design.type === "IMAGE" && values.design.image !== programme.design.image);
