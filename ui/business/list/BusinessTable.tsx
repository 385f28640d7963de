// The business list as a table (spec 1 §2): picture, name (opens the business), URL slug, menu
// version, restaurants, and per row Edit and Delete. Pages of 20 are asked of the server (lazy
// paging); 'No data' when there is nothing to show.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Link } from "react-router";
import type { Business, BusinessListPage } from "../../ports/businessPort";
import { businessEditPath, businessOverviewPath } from "../../app/paths/businessPaths";
import { BusinessThumbnail } from "../profile/BusinessThumbnail";
import tableStyles from "../../kit/page/tables.module.css";
import styles from "./list.module.css";

export interface BusinessTableProps {
  readonly rows: BusinessListPage;
  readonly page: number;
  readonly pageSize: number;
  readonly loading: boolean;
  readonly onPage: (page: number) => void;
  readonly onDelete: (business: Business) => void;
}

const nameCell = (business: Business) => (
  <Link className={styles.name} to={businessOverviewPath(business.id)}>
    <BusinessThumbnail business={business} size="small" />
    <span>{business.name}</span>
  </Link>
);

export const BusinessTable = ({ rows, page, pageSize, loading, onPage, onDelete }: BusinessTableProps) => (
  <DataTable
    value={[...rows.resources]}
    dataKey="id"
    lazy
    paginator
    rows={pageSize}
    first={page * pageSize}
    totalRecords={rows.totalResources}
    onPage={(event) => onPage(Math.floor(event.first / pageSize))}
    loading={loading}
    emptyMessage="No data"
    stripedRows
    className={tableStyles.table}
  >
    <Column header="Name" body={nameCell} />
    <Column header="URL" body={(business: Business) => business.url ?? ""} />
    <Column header="Menu" field="menuVersion" />
    <Column header="Restaurants" field="restaurantCount" />
    <Column
      header="Actions"
      headerClassName={styles.actionsHeader}
      bodyClassName={styles.actions}
      body={(business: Business) => (
        <>
          <Link
            to={businessEditPath(business.id)}
            className="p-button p-button-text p-button-rounded p-button-icon-only"
            aria-label={`Edit ${business.name}`}
          >
            <i className="pi pi-pencil" aria-hidden="true" />
          </Link>
          <Button
            icon="pi pi-trash"
            severity="danger"
            text
            rounded
            aria-label={`Delete ${business.name}`}
            onClick={() => onDelete(business)}
          />
        </>
      )}
    />
  </DataTable>
);
