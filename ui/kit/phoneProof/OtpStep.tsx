// The one-time-code step of registration and forgot password (spec 1 §2 "OTP verification
// component"): the six-digit code with its rule message ('OTP required', 'Invalid OTP format'),
// 'Verify', the timer text that resends, and a way back to change the number. The flow's machine
// owns every value; this view only reports what the user does.
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import type { OtpPurpose } from "../../../machines/auth/authActors";
import { OTP_LENGTH } from "../../../domain/auth/credentials";
import styles from "./stepForm.module.css";
import { FieldError } from "./FieldError";
import { ResendTimer } from "./ResendTimer";

export interface OtpStepProps {
  readonly phoneNumber: string;
  readonly purpose: OtpPurpose;
  readonly code: string;
  readonly error: string | undefined;
  readonly canVerify: boolean;
  readonly canEditPhone: boolean;
  readonly verifying: boolean;
  readonly onCodeChange: (code: string) => void;
  readonly onVerify: () => void;
  readonly onEditPhone: () => void;
}

export const OtpStep = (props: OtpStepProps) => (
  <form
    className={styles.form}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      props.onVerify();
    }}
  >
    <p className={styles.lead} style={{ margin: 0 }}>
      Enter the {OTP_LENGTH}-digit code sent to <strong>{props.phoneNumber}</strong>.{" "}
      <Button type="button" link label="Change number" onClick={props.onEditPhone} disabled={!props.canEditPhone} style={{ padding: 0 }} />
    </p>
    <div className={styles.field}>
      <label htmlFor="otp-code" className={styles.label}>
        One-time code
      </label>
      <InputText
        id="otp-code"
        value={props.code}
        onChange={(event) => props.onCodeChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        invalid={props.error !== undefined}
        autoFocus
        className={styles.input}
        style={{ letterSpacing: "0.3em", fontSize: "1.125rem" }}
      />
      <FieldError message={props.error} />
      <ResendTimer target={props.phoneNumber} purpose={props.purpose} />
    </div>
    <Button type="submit" label="Verify" className={styles.submit} disabled={!props.canVerify} loading={props.verifying} />
  </form>
);
