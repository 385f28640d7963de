// The restaurant profile form's fields: name, phone and thumbnail; the address; and the map
// location (latitude and longitude, used for delivery distances).
import { phoneOnBlur } from "../../../../domain/shared/phone";
import { AddressFields } from "../../../kit/address/AddressFields";
import { NumberField } from "../../../kit/forms/NumberField";
import { errorsUnder } from "../../../kit/forms/schemaErrors";
import { TextField } from "../../../kit/forms/TextField";
import styles from "../../../kit/forms/forms.module.css";
import type { FormState } from "../../../kit/forms/useFormState";
import type { ProfileFormValues } from "./profileForm";

const COORDINATE_DECIMALS = 6;

export const ProfileFields = ({ form }: { readonly form: FormState<ProfileFormValues> }) => {
  const { values, errors, set } = form;
  return (
    <>
      <div className={styles.grid}>
        <TextField label="Name" value={values.name} onChange={(name) => set("name", name)} error={errors.name} />
        <TextField
          label="Phone"
          optional
          value={values.phoneNo}
          onChange={(phoneNo) => set("phoneNo", phoneNo)}
          normalise={(text) => phoneOnBlur(text, "MY")}
          error={errors.phoneNo}
          placeholder="03-2201 2345"
        />
        <TextField
          label="Thumbnail"
          optional
          value={values.thumbnail}
          onChange={(thumbnail) => set("thumbnail", thumbnail)}
          error={errors.thumbnail}
          placeholder="https://"
          hint="The address of the restaurant's picture."
        />
      </div>
      <h2 className={styles.sectionTitle}>Address</h2>
      <AddressFields values={values.address} errors={errorsUnder(errors, "address")} onChange={(address) => set("address", address)} />
      <h2 className={styles.sectionTitle}>Location</h2>
      <div className={styles.grid}>
        <NumberField
          nullable
          label="Latitude"
          value={values.lat}
          onChange={(lat) => set("lat", lat)}
          maxFractionDigits={COORDINATE_DECIMALS}
          error={errors["location.lat"]}
        />
        <NumberField
          nullable
          label="Longitude"
          value={values.lng}
          onChange={(lng) => set("lng", lng)}
          maxFractionDigits={COORDINATE_DECIMALS}
          error={errors["location.lng"]}
        />
      </div>
    </>
  );
};
