// The phone step of registration and forgot password: the phone input with its prefix and
// 'Get OTP', enabled only while the flow's machine accepts the number (spec 1 §5: the button stays
// disabled until the phone is valid).
import { Button } from "primereact/button";
import styles from "./stepForm.module.css";
import { PhoneInput } from "./PhoneInput";

export interface PhoneStepProps {
  readonly phoneNumber: string;
  readonly canRequest: boolean;
  readonly requesting: boolean;
  readonly onChange: (phoneNumber: string) => void;
  readonly onRequest: () => void;
}

export const PhoneStep = ({ phoneNumber, canRequest, requesting, onChange, onRequest }: PhoneStepProps) => (
  <form
    className={styles.form}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onRequest();
    }}
  >
    <div className={styles.field}>
      <label htmlFor="phone-number" className={styles.label}>
        Phone
      </label>
      <PhoneInput id="phone-number" value={phoneNumber} onChange={onChange} validate autoFocus />
    </div>
    <Button type="submit" label="Get OTP" className={styles.submit} disabled={!canRequest} loading={requesting} />
  </form>
);
