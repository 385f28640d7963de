// Owns: a form's values and the messages on show. `check()` validates with the form's domain
// rule and shows every message; once messages are on show, each edit re-validates, so a message
// goes away as soon as its field is fixed. Values are data, not flow: the flow (saving, conflict)
// is the page's machine.
import { useState } from "react";
import { type FieldErrors, hasErrors } from "./schemaErrors";

export interface FormState<V> {
  readonly values: V;
  readonly errors: FieldErrors;
  readonly change: (next: V) => void;
  readonly set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Validates (with the form's rule, or the one given for this submit), shows the messages,
   * and answers whether the values may be sent. */
  readonly check: (rule?: (values: V) => FieldErrors) => boolean;
}

export const useFormState = <V,>(initial: V, validate: (values: V) => FieldErrors): FormState<V> => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: V) => {
    setValues(next);
    if (hasErrors(errors)) setErrors(validate(next));
  };
  return {
    values,
    errors,
    change,
    set: (key, value) => change({ ...values, [key]: value }),
    check: (rule = validate) => {
      const found = rule(values);
      setErrors(found);
      return !hasErrors(found);
    },
  };
};
