// The business form's fields: name, URL slug (with the member app address it gives), menu
// version and thumbnail address with its preview. The menu version is locked for the owner after
// creation: only the provider moves a business to another menu version.
import type { MenuVersion } from "../../../domain/business/businessProfile";
import type { FieldErrors } from "../../kit/forms/schemaErrors";
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import styles from "../../kit/forms/forms.module.css";
import type { FormState } from "../../kit/forms/useFormState";
import { BusinessThumbnail } from "./BusinessThumbnail";
import { type BusinessFormValues, MENU_VERSION_OPTIONS } from "./businessForm";

export interface BusinessFieldsProps {
  readonly form: FormState<BusinessFormValues>;
  readonly menuVersionLocked: boolean;
}

const errorOf = (errors: FieldErrors, key: keyof BusinessFormValues) => errors[key];

export const BusinessFields = ({ form, menuVersionLocked }: BusinessFieldsProps) => {
  const { values, errors, set } = form;
  return (
    <div className={styles.grid}>
      <TextField label="Name" value={values.name} onChange={(name) => set("name", name)} error={errorOf(errors, "name")} />
      <TextField
        label="URL"
        optional
        value={values.url}
        onChange={(url) => set("url", url)}
        error={errorOf(errors, "url")}
        placeholder="kopi-corner"
        hint="Lower-case letters, digits and hyphens, at least 6 characters. Members reach the business at this address."
      />
      <SelectField<MenuVersion>
        label="Menu version"
        value={values.menuVersion}
        options={MENU_VERSION_OPTIONS}
        onChange={(menuVersion) => set("menuVersion", menuVersion)}
        disabled={menuVersionLocked}
        hint={menuVersionLocked ? "Only the provider moves a business to another menu version." : undefined}
      />
      <TextField
        label="Thumbnail"
        optional
        value={values.thumbnail}
        onChange={(thumbnail) => set("thumbnail", thumbnail)}
        error={errorOf(errors, "thumbnail")}
        placeholder="https://"
        hint="The address of the business's picture."
      />
      <div className={styles.field}>
        <span className={styles.label}>Preview</span>
        <BusinessThumbnail business={{ name: values.name, thumbnail: values.thumbnail.trim() === "" ? null : values.thumbnail.trim() }} size="large" />
      </div>
    </div>
  );
};
