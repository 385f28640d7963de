// The company legal info form's three parts (spec 1 §2): the basic rows (Name, Registration no,
// tax ID, Phone), Tax (whether prices include each inclusive tax; shown once a tax ID is
// entered) and the HQ address.
import { phoneOnBlur } from "../../../domain/shared/phone";
import { TAX_SYSTEMS } from "../../../domain/shared/taxSystem";
import { AddressFields } from "../../kit/address/AddressFields";
import { errorsUnder } from "../../kit/forms/schemaErrors";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextField } from "../../kit/forms/TextField";
import styles from "../../kit/forms/forms.module.css";
import type { FormState } from "../../kit/forms/useFormState";
import { type CompanyFormValues, withTaxId } from "./companyForm";

export const CompanyFields = ({ form }: { readonly form: FormState<CompanyFormValues> }) => {
  const { values, errors, set, change } = form;
  return (
    <>
      <h2 className={styles.sectionTitle}>Company</h2>
      <div className={styles.grid}>
        <TextField label="Name" value={values.name} onChange={(name) => set("name", name)} error={errors.name} />
        <TextField label="Registration no" value={values.regNo} onChange={(regNo) => set("regNo", regNo)} error={errors.regNo} />
        <TextField
          label="Tax ID"
          optional
          value={values.sstRegNo}
          onChange={(sstRegNo) => change(withTaxId(values, sstRegNo))}
          error={errors.sstRegNo}
          hint="The SST, GST or VAT registration number."
        />
        <TextField
          label="Phone"
          value={values.phoneNo}
          onChange={(phoneNo) => set("phoneNo", phoneNo)}
          normalise={(text) => phoneOnBlur(text, "MY")}
          error={errors.phoneNo}
          placeholder="012-345 6789"
        />
      </div>
      <h2 className={styles.sectionTitle}>Tax</h2>
      {values.inclusiveTaxes.length === 0 ? (
        <p className={styles.hint}>Enter a tax ID to set whether your prices include tax.</p>
      ) : (
        values.inclusiveTaxes.map((tax, index) => (
          <SwitchField
            key={tax.systemCode}
            label={`Prices include ${TAX_SYSTEMS[tax.systemCode].name}`}
            checked={tax.inclusive}
            onChange={(inclusive) =>
              set(
                "inclusiveTaxes",
                values.inclusiveTaxes.map((item, at) => (at === index ? { ...item, inclusive } : item)),
              )
            }
          />
        ))
      )}
      <h2 className={styles.sectionTitle}>HQ address</h2>
      <AddressFields values={values.address} errors={errorsUnder(errors, "address")} onChange={(address) => set("address", address)} />
    </>
  );
};
