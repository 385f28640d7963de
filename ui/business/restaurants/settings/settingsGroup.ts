// Owns: what one restaurant settings page is (spec 1 §3 groups, §7 PUT /restaurants/{id}/{group}):
// its group, title and summary, how the stored value (null until first saved) becomes form
// values, how the values become the group's body, and its fields. A page checks its values with
// the group's own body Schema (domain/business/restaurantSettings.ts), so it shows the server's
// messages; a group may add a check the Schema cannot express.
import type { ComponentType } from "react";
import { SETTING_GROUPS, type SettingGroup, type SettingInput, type SettingValue } from "../../../../domain/business/restaurantSettings";
import { type FieldErrors, fieldErrorsOf } from "../../../kit/forms/schemaErrors";
import type { FormState } from "../../../kit/forms/useFormState";

export interface SettingsGroupForm<G extends SettingGroup, V> {
  readonly group: G;
  readonly title: string;
  readonly summary: string;
  readonly valuesOf: (stored: SettingValue<G> | null) => V;
  readonly bodyOf: (values: V) => SettingInput<G>;
  readonly extraCheck?: (values: V) => FieldErrors;
  readonly Fields: ComponentType<{ readonly form: FormState<V> }>;
}

/** The messages of a group's values: its body Schema's, then the group's own check. */
export const checkGroup = <G extends SettingGroup, V>(definition: SettingsGroupForm<G, V>, values: V): FieldErrors => ({
  ...fieldErrorsOf(SETTING_GROUPS[definition.group].input, definition.bodyOf(values)),
  ...definition.extraCheck?.(values),
});
