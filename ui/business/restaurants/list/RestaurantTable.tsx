// A business's restaurants as a table (spec 1 §2): name (opens its settings), phone, city and
// payout account status; 20 per page, 'No data' when there are none.
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { Link } from "react-router";
import type { Restaurant } from "../../../ports/businessPort";
import { restaurantSettingsPath } from "../../../app/paths/restaurantPaths";
import tableStyles from "../../../kit/page/tables.module.css";
import styles from "./restaurantTable.module.css";

export const RESTAURANT_PAGE_SIZE = 20;

const PAYOUT_SEVERITY = { NEW: "info", PENDING: "warning", APPROVED: "success" } as const;

export interface RestaurantTableProps {
  readonly restaurants: ReadonlyArray<Restaurant>;
  readonly loading: boolean;
}

export const RestaurantTable = ({ restaurants, loading }: RestaurantTableProps) => (
  <DataTable
    value={[...restaurants]}
    dataKey="id"
    paginator={restaurants.length > RESTAURANT_PAGE_SIZE}
    rows={RESTAURANT_PAGE_SIZE}
    loading={loading}
    emptyMessage="No data"
    stripedRows
    className={tableStyles.table}
  >
    <Column
      header="Name"
      body={(restaurant: Restaurant) => (
        <Link className={styles.name} to={restaurantSettingsPath(restaurant.businessId, restaurant.id, "profile")}>
          {restaurant.name}
        </Link>
      )}
    />
    <Column header="Phone" body={(restaurant: Restaurant) => restaurant.settings.profile?.phoneNo ?? ""} />
    <Column header="City" body={(restaurant: Restaurant) => restaurant.settings.profile?.address?.city ?? ""} />
    <Column
      header="Payout account"
      body={(restaurant: Restaurant) => (
        <Tag value={restaurant.payoutAccount.status} severity={PAYOUT_SEVERITY[restaurant.payoutAccount.status]} />
      )}
    />
  </DataTable>
);
