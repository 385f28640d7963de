// The delivery companies page (issue 18, route 'delivery-companies', admin only): every company
// by name with its provider type, delivery type, quote status and countries, filtered by
// country; New delivery company, and Edit per company, through a dialog. 'No data' when empty.
// Decision where the spec is silent: companies are few, so the page lists them all (no paging).
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { COUNTRY_CODES, COUNTRY_CONFIGS, type CountryCode } from "../../../domain/shared/country";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import stackedStyles from "../../kit/stackedTable.module.css";
import { usePorts } from "../../ports/PortsProvider";
import type { DeliveryCompany, ProviderOpsPort } from "../../ports/providerOpsPort";
import styles from "../admin.module.css";
import { ProviderOpsMissing } from "../providerOpsMissing";
import { DeliveryCompanyDialog } from "./DeliveryCompanyDialog";
import { DELIVERY_TYPE_LABELS, PROVIDER_TYPE_LABELS, QUOTE_STATUS_LABELS, countryNames } from "./companyText";

const SEVERITY = { SHOW: "success", HIDDEN: "warning", DISABLED: "danger" } as const;

const DeliveryCompanies = ({ ops }: { readonly ops: ProviderOpsPort }) => {
  const [generation, setGeneration] = useState(0);
  const load = useLoad(() => ops.listDeliveryCompanies(), String(generation));
  const [country, setCountry] = useState<CountryCode | null>(null);
  const [dialog, setDialog] = useState<{ readonly company: DeliveryCompany | null } | null>(null);
  const rows = load.phase === "ready" ? load.data.filter((company) => country === null || company.countries.includes(country)) : [];
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Delivery companies"
        subtitle="The companies deliveries are dispatched with, whether their quote is shown, and where they serve."
        actions={<Button label="New delivery company" icon="pi pi-plus" onClick={() => setDialog({ company: null })} />}
      />
      {load.phase === "failed" ? <LoadProblem message={load.message} onRetry={load.retry} /> : null}
      <div className={styles.filters}>
        <Dropdown
          value={country}
          options={COUNTRY_CODES.map((code) => ({ label: COUNTRY_CONFIGS[code].name, value: code }))}
          onChange={(event) => setCountry((event.value as CountryCode | undefined) ?? null)}
          placeholder="All countries"
          aria-label="Country filter"
          showClear
          className={styles.filter}
        />
      </div>
      <DataTable
        value={[...rows]}
        dataKey="id"
        loading={load.phase === "loading"}
        emptyMessage="No data"
        stripedRows
        responsiveLayout="stack"
        className={`${tableStyles.table} ${stackedStyles.stacked}`}
      >
        <Column header="Name" field="name" />
        <Column header="Provider type" body={(row: DeliveryCompany) => PROVIDER_TYPE_LABELS[row.providerType]} />
        <Column header="Delivery" body={(row: DeliveryCompany) => DELIVERY_TYPE_LABELS[row.deliveryType]} />
        <Column header="Quote" body={(row: DeliveryCompany) => <Tag severity={SEVERITY[row.quoteStatus]} value={QUOTE_STATUS_LABELS[row.quoteStatus]} />} />
        <Column header="Countries" body={(row: DeliveryCompany) => countryNames(row.countries)} />
        <Column
          header="Actions"
          bodyClassName={styles.actions}
          body={(row: DeliveryCompany) => <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${row.name}`} onClick={() => setDialog({ company: row })} />}
        />
      </DataTable>
      {dialog === null ? null : (
        <DeliveryCompanyDialog
          ops={ops}
          company={dialog.company}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setGeneration((n) => n + 1);
          }}
        />
      )}
    </div>
  );
};

export const DeliveryCompaniesPage = () => {
  const { providerOps } = usePorts();
  return providerOps === undefined ? <ProviderOpsMissing /> : <DeliveryCompanies ops={providerOps} />;
};
