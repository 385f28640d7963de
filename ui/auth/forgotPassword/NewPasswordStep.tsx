// Forgot password's RESET step: the new password twice, with the registration rules
// ('At least 8 characters', 'Password not identical'), then 'Reset password'.
import { Button } from "primereact/button";
import styles from "../../kit/phoneProof/stepForm.module.css";
import { PasswordField } from "../PasswordField";

type Field = "password" | "passwordConfirmation";

export interface NewPasswordStepProps {
  readonly values: Readonly<Record<Field, string>>;
  readonly errors: Readonly<Partial<Record<Field, string>>>;
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  readonly onChange: (field: Field, value: string) => void;
  readonly onSubmit: () => void;
}

export const NewPasswordStep = ({ values, errors, canSubmit, submitting, onChange, onSubmit }: NewPasswordStepProps) => (
  <form
    className={styles.form}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <PasswordField
      id="new-password"
      label="New password"
      value={values.password}
      onChange={(value) => onChange("password", value)}
      error={errors.password}
      autoComplete="new-password"
    />
    <PasswordField
      id="new-password-confirmation"
      label="Confirm new password"
      value={values.passwordConfirmation}
      onChange={(value) => onChange("passwordConfirmation", value)}
      error={errors.passwordConfirmation}
      autoComplete="new-password"
    />
    <Button type="submit" label="Reset password" className={styles.submit} disabled={!canSubmit} loading={submitting} />
  </form>
);
