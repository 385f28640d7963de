// The member store's activation form (spec 2 §2 Member store, §6): the company the store sells
// under (name, registration and tax registration numbers, with a link to the company legal info
// page to change them) and the taxes bundles are charged; 'Activate' sends them. A refused
// activation shows the server's message in the red banner.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { Link } from "react-router";
import type { Company } from "../../../domain/business/company";
import { companyPath } from "../../app/paths/businessPaths";
import formStyles from "../../kit/forms/forms.module.css";
import { hasErrors } from "../../kit/forms/schemaErrors";
import { type TaxRow, checkTaxRows, firstTaxRows } from "./storeTaxes";
import { TaxRowsField } from "./TaxRowsField";
import styles from "./store.module.css";

export interface ActivationFormProps {
  readonly businessId: string;
  readonly company: Company | null;
  readonly busy: boolean;
  readonly problem: string | null;
  readonly onActivate: (taxes: ReadonlyArray<TaxRow>) => void;
}

export const ActivationForm = ({ businessId, company, busy, problem, onActivate }: ActivationFormProps) => {
  const [rows, setRows] = useState(() => firstTaxRows(company?.address.country));
  const [shown, setShown] = useState(false);
  const errors = shown ? checkTaxRows(rows) : {};
  return (
    <form
      className={formStyles.card}
      noValidate
      aria-label="Activate member store"
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (!hasErrors(checkTaxRows(rows))) onActivate(rows);
      }}
    >
      <h2 className={formStyles.sectionTitle}>Activate member store</h2>
      <p className={styles.lead}>Members buy credit bundles in the store. Bundles are sold under your company and taxed with the taxes below.</p>
      {problem === null ? null : <Message severity="error" text={problem} />}
      {company === null ? null : (
        <dl className={styles.company}>
          <dt>Company</dt>
          <dd>{company.name}</dd>
          <dt>Registration no</dt>
          <dd>{company.regNo}</dd>
          <dt>Tax registration no</dt>
          <dd>{company.sstRegNo}</dd>
        </dl>
      )}
      <Link to={companyPath(businessId)} className={`p-button p-button-text p-button-sm ${styles.linkButton}`}>
        <i className="pi pi-building" aria-hidden="true" />
        <span>Company legal info</span>
      </Link>
      <TaxRowsField rows={rows} errors={errors} onChange={setRows} />
      <div className={formStyles.actions}>
        <Button type="submit" label="Activate" icon="pi pi-check" loading={busy} />
      </div>
    </form>
  );
};
