// Registration step 3 (spec 1 §2): name, password and its confirmation, then 'Register'. The rule
// messages ('Name is required', 'At least 8 characters', 'Password not identical') come from the
// machine's field errors after a rejected submit.
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import styles from "../../kit/phoneProof/stepForm.module.css";
import { FieldError } from "../../kit/phoneProof/FieldError";
import { PasswordField } from "../PasswordField";

type Field = "name" | "password" | "passwordConfirmation";

export interface DetailsStepProps {
  readonly values: Readonly<Record<Field, string>>;
  readonly errors: Readonly<Partial<Record<Field, string>>>;
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  readonly onChange: (field: Field, value: string) => void;
  readonly onSubmit: () => void;
}

export const DetailsStep = ({ values, errors, canSubmit, submitting, onChange, onSubmit }: DetailsStepProps) => (
  <form
    className={styles.form}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <div className={styles.field}>
      <label htmlFor="register-name" className={styles.label}>
        Name
      </label>
      <InputText
        id="register-name"
        value={values.name}
        onChange={(event) => onChange("name", event.target.value)}
        onBlur={() => onChange("name", values.name.trim())}
        autoComplete="name"
        invalid={errors.name !== undefined}
        autoFocus
        className={styles.input}
      />
      <FieldError message={errors.name} />
    </div>
    <PasswordField
      id="register-password"
      label="Password"
      value={values.password}
      onChange={(value) => onChange("password", value)}
      error={errors.password}
      autoComplete="new-password"
    />
    <PasswordField
      id="register-password-confirmation"
      label="Confirm password"
      value={values.passwordConfirmation}
      onChange={(value) => onChange("passwordConfirmation", value)}
      error={errors.passwordConfirmation}
      autoComplete="new-password"
    />
    <Button type="submit" label="Register" className={styles.submit} disabled={!canSubmit} loading={submitting} />
  </form>
);
