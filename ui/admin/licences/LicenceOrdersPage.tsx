// The licence orders page (issue 18, route 'license-orders', admin only): "Expiring soon" (the
// licences ending within 30 days in their restaurant's time zone, ended ones flagged, each with
// Renew), then the order history (who, when, the restaurant, what changed), filtered by
// restaurant or business and paged by 20. New licence order opens the order dialog. 'No data'
// when a table is empty.
import { Temporal } from "temporal-polyfill";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { Tag } from "primereact/tag";
import { useState } from "react";
import type { RestaurantFeature } from "../../../domain/business/restaurantFeatures";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { usePorts } from "../../ports/PortsProvider";
import type { ExpiringLicence, LicenceOrder, ProviderOpsPort } from "../../ports/providerOpsPort";
import styles from "../admin.module.css";
import { ProviderOpsMissing } from "../providerOpsMissing";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";
import { useBusinessOptions } from "../useBusinessOptions";
import { LicenceOrderDialog, type LicenceOrderStart } from "./LicenceOrderDialog";
import { CHANNEL_LABELS, changeLines, daysLeftText, expiryText, featureList, orderedAtText } from "./licenceText";
import { useLicenceOrders } from "./useLicenceOrders";

const NEW_ORDER: LicenceOrderStart = { restaurantId: null, expiresOn: null, features: [] };

const renewalOf = (row: ExpiringLicence): LicenceOrderStart => {
  const today = Temporal.Now.plainDateISO(row.timeZone);
  const from = Temporal.PlainDate.compare(Temporal.PlainDate.from(row.expiresOn), today) > 0 ? Temporal.PlainDate.from(row.expiresOn) : today;
  return { restaurantId: row.restaurantId, expiresOn: from.add({ years: 1 }).toString(), features: row.features as ReadonlyArray<RestaurantFeature> };
};

const LicenceOrders = ({ ops }: { readonly ops: ProviderOpsPort }) => {
  const data = useLicenceOrders(ops);
  const businesses = useBusinessOptions();
  const [dialog, setDialog] = useState<LicenceOrderStart | null>(null);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Licence orders"
        subtitle="Order a licence for a restaurant: its features, expiry and release channel."
        actions={<Button label="New licence order" icon="pi pi-plus" onClick={() => setDialog(NEW_ORDER)} />}
      />
      <section className={styles.section} aria-labelledby="expiring-soon">
        <h2 id="expiring-soon" className={styles.sectionTitle}>Expiring soon</h2>
        <PagedListTable
          list={{ rows: data.expiring.resources, total: data.expiring.totalResources, page: data.expiringPage, setPage: data.setExpiringPage, loading: data.loading }}
          dataKey="restaurantId"
          ariaLabel="Expiring soon"
          paginateOnlyWhenNeeded
        >
          <Column header="Restaurant" field="restaurantName" />
          <Column header="Business" field="businessName" />
          <Column header="Ends on" body={(row: ExpiringLicence) => expiryText(row.expiredAt, row.timeZone)} />
          <Column
            header="Status"
            body={(row: ExpiringLicence) => (
              <Tag severity={row.ended ? "danger" : "warning"} value={daysLeftText(row.daysLeft, row.ended)} />
            )}
          />
          <Column header="Features" body={(row: ExpiringLicence) => featureList(row.features)} />
          <Column
            header="Actions"
            bodyClassName={styles.actions}
            body={(row: ExpiringLicence) => (
              <Button label="Renew" icon="pi pi-refresh" text onClick={() => setDialog(renewalOf(row))} aria-label={`Renew the licence of ${row.restaurantName}`} />
            )}
          />
        </PagedListTable>
      </section>
      <section className={styles.section} aria-labelledby="order-history">
        <h2 id="order-history" className={styles.sectionTitle}>Order history</h2>
        <FilterBar>
          <Dropdown
            value={data.filters.restaurantId}
            options={data.restaurants.map((r) => ({ label: `${r.name} (${r.businessName ?? r.businessId})`, value: r.id }))}
            onChange={(event) => data.setFilters({ restaurantId: (event.value as string | undefined) ?? null })}
            placeholder="All restaurants"
            aria-label="Restaurant filter"
            filter
            showClear
            className={styles.filter}
          />
          <Dropdown
            value={data.filters.businessId}
            options={businesses}
            onChange={(event) => data.setFilters({ businessId: (event.value as string | undefined) ?? null })}
            placeholder="All businesses"
            aria-label="Business filter"
            filter
            showClear
            className={styles.filter}
          />
        </FilterBar>
        <PagedListTable
          list={{ rows: data.history.resources, total: data.history.totalResources, page: data.historyPage, setPage: data.setHistoryPage, loading: data.loading }}
          dataKey="id"
          ariaLabel="Order history"
        >
          <Column header="When" body={(row: LicenceOrder) => orderedAtText(row.orderedAt, row.timeZone)} />
          <Column header="Restaurant" body={(row: LicenceOrder) => <>{row.restaurantName} <span className={styles.muted}>({row.businessName})</span></>} />
          <Column header="Ordered by" body={(row: LicenceOrder) => row.orderedBy.name} />
          <Column
            header="Licence"
            body={(row: LicenceOrder) =>
              `${featureList(row.terms.license.features)}; ${expiryText(row.terms.license.expiredAt, row.timeZone)}; ${CHANNEL_LABELS[row.terms.channel]}`
            }
          />
          <Column header="What changed" body={(row: LicenceOrder) => <ul className={styles.changes}>{changeLines(row).map((line) => <li key={line}>{line}</li>)}</ul>} />
        </PagedListTable>
      </section>
      {dialog === null ? null : (
        <LicenceOrderDialog
          ops={ops}
          start={dialog}
          restaurants={data.restaurants}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            data.refresh();
          }}
        />
      )}
    </div>
  );
};

export const LicenceOrdersPage = () => {
  const { providerOps } = usePorts();
  return providerOps === undefined ? <ProviderOpsMissing /> : <LicenceOrders ops={providerOps} />;
};
