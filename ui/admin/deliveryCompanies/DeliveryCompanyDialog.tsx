// The delivery companies page's dialog (issue 18): a new company, or a company's changes: its
// name, provider type, quote status and the countries it serves (the product's countries). The
// body is checked with the server's Schema before it is sent; a refusal (a duplicate name, a
// country's default being disabled) shows the server's message in a red toast.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { DeliveryCompanyInput, PROVIDER_TYPES, type ProviderType, QUOTE_STATUSES, type QuoteStatus } from "../../../domain/provider/deliveryCompany";
import { COUNTRY_CODES, COUNTRY_CONFIGS, type CountryCode } from "../../../domain/shared/country";
import { useSubmission } from "../../kit/editor/useSubmission";
import { CheckboxGroupField } from "../../kit/forms/CheckboxGroupField";
import { SelectField } from "../../kit/forms/SelectField";
import { TextField } from "../../kit/forms/TextField";
import { type FieldErrors, fieldErrorsOf, hasErrors } from "../../kit/forms/schemaErrors";
import type { DeliveryCompany, ProviderOpsPort } from "../../ports/providerOpsPort";
import styles from "../admin.module.css";
import { PROVIDER_TYPE_LABELS, QUOTE_STATUS_HINTS, QUOTE_STATUS_LABELS } from "./companyText";

interface DeliveryCompanyDialogProps {
  readonly ops: ProviderOpsPort;
  /** null: a new company. */
  readonly company: DeliveryCompany | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const TYPE_OPTIONS = PROVIDER_TYPES.map((type) => ({ label: PROVIDER_TYPE_LABELS[type], value: type }));
const STATUS_OPTIONS = QUOTE_STATUSES.map((status) => ({ label: QUOTE_STATUS_LABELS[status], value: status }));
const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ label: COUNTRY_CONFIGS[code].name, value: code }));

export const DeliveryCompanyDialog = ({ ops, company, onClose, onSaved }: DeliveryCompanyDialogProps) => {
  const [name, setName] = useState(company?.name ?? "");
  const [providerType, setProviderType] = useState<ProviderType>(company?.providerType ?? "GRAB_EXPRESS");
  const [quoteStatus, setQuoteStatus] = useState<QuoteStatus>(company?.quoteStatus ?? "SHOW");
  const [countries, setCountries] = useState<ReadonlyArray<CountryCode>>((company?.countries ?? ["MY"]) as ReadonlyArray<CountryCode>);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useSubmission(
    (body: DeliveryCompanyInput): Promise<DeliveryCompany> =>
      company === null ? ops.createDeliveryCompany(body) : ops.updateDeliveryCompany({ ...body, id: company.id, rev: company._rev }),
    onSaved,
  );
  const save = () => {
    const body = { name: name.trim(), providerType, quoteStatus, countries };
    const problems = fieldErrorsOf(DeliveryCompanyInput, body);
    setErrors(problems);
    if (!hasErrors(problems)) submission.submit(body);
  };
  return (
    <Dialog
      header={company === null ? "New delivery company" : `Edit ${company.name}`}
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(34rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={submission.submitting} />
          <Button label="Save" onClick={save} disabled={!submission.canSubmit} loading={submission.submitting} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <TextField label="Name" value={name} onChange={setName} error={errors.name} />
        <SelectField label="Provider type" value={providerType} options={TYPE_OPTIONS} onChange={setProviderType} error={errors.providerType} />
        <SelectField label="Quote status" value={quoteStatus} options={STATUS_OPTIONS} onChange={setQuoteStatus} hint={QUOTE_STATUS_HINTS[quoteStatus]} />
        <CheckboxGroupField label="Available in" options={COUNTRY_OPTIONS} value={countries} onChange={setCountries} error={errors.countries} />
      </div>
    </Dialog>
  );
};
