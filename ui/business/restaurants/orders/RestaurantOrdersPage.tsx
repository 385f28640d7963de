// A restaurant's own Orders page (route 'restaurant-orders'; issue 17 "incoming orders", README
// "Incoming orders"): the orders the delivery platforms sent this restaurant, newest placed first,
// 20 per page, searchable by the platform's short order number and filtered by status; 'No data'
// when none. An order opens its detail (ui/kit/orders: lines, totals, the answer's delivery to the
// platform, the timeline) where a NEW order is accepted or declined with a reason; `?order={id}`
// opens one directly. Reading needs the restaurant; answering needs the right to update it (the
// server refuses others, and its refusal is the dialog's red banner).
// Decision where the spec is silent: instants read in the restaurant's time zone.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { messageOf } from "../../../../machines/auth/notice";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../../../../domain/orders/orderStatus";
import { COUNTRY_CONFIGS } from "../../../../domain/shared/country";
import { useToast } from "../../../kit/feedback/ToastProvider";
import { usePagedList } from "../../../kit/lists/usePagedList";
import { OrderDetailDialog } from "../../../kit/orders/OrderDetailDialog";
import { ORDER_TYPE_LABELS, PLATFORM_LABELS, deliveryTag, moneyOf, statusTag, whenOf } from "../../../kit/orders/orderLabels";
import type { OrderAnswers } from "../../../kit/orders/useOrderStatus";
import { PageHeader } from "../../../kit/page/PageHeader";
import pageStyles from "../../../kit/page/page.module.css";
import tableStyles from "../../../kit/page/tables.module.css";
import { useLoad } from "../../../kit/page/useLoad";
import stackedStyles from "../../../kit/stackedTable.module.css";
import type { OrderDetail, OrderStatus, OrderSummary } from "../../../ports/ordersPort";
import type { RestaurantOrdersPort } from "../../../ports/restaurantOrdersPort";
import { usePorts } from "../../../ports/PortsProvider";
import { timeZoneOf } from "../machines/restaurantInstants";
import { RESTAURANT_ORDERS_PAGE_SIZE } from "./pageSize";
import styles from "./restaurantOrders.module.css";

const NO_ORDERS = "The orders cannot load here";

/** The order named by `?order=`, loaded; closing the detail drops the parameter. */
const useOpenOrder = (port: RestaurantOrdersPort, restaurantId: string) => {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("order");
  const [open, setOpen] = useState<OrderDetail | null>(null);
  useEffect(() => {
    if (wanted === null) return setOpen(null);
    let current = true;
    port.order(restaurantId, wanted).then((order) => current && setOpen(order), (error: unknown) => current && toast.error(messageOf(error)));
    return () => {
      current = false;
    };
  }, [port, restaurantId, wanted, toast]);
  return { open, show: (id: string) => setParams({ order: id }), close: () => setParams({}), changed: setOpen };
};

const OrderList = ({ port, restaurantId }: { readonly port: RestaurantOrdersPort; readonly restaurantId: string }) => {
  const { business } = usePorts();
  const restaurant = useLoad(() => business.getRestaurant(restaurantId), restaurantId);
  const zone = restaurant.phase === "ready" ? timeZoneOf(restaurant.data) : COUNTRY_CONFIGS.MY.timeZone;
  const load = useCallback((query: { readonly status: OrderStatus | null; readonly search: string; readonly page: number }) => port.listOrders(restaurantId, query), [port, restaurantId]);
  const list = usePagedList<OrderSummary, { readonly status: OrderStatus | null }>(load, { status: null });
  const detail = useOpenOrder(port, restaurantId);
  const answers = useMemo<OrderAnswers>(
    () => ({ accept: (id) => port.acceptOrder(restaurantId, id), decline: (id, reason) => port.declineOrder(restaurantId, id, reason) }),
    [port, restaurantId],
  );
  const changed = (order: OrderDetail) => {
    detail.changed(order);
    list.reload();
  };
  return (
    <>
      <div className={styles.filters}>
        <IconField iconPosition="left" className={styles.search}>
          <InputIcon className="pi pi-search" />
          <InputText value={list.search} onChange={(event) => list.setSearch(event.target.value)} placeholder="Search by order number" aria-label="Search orders" />
        </IconField>
        <Dropdown
          value={list.filters.status}
          options={ORDER_STATUSES.map((status) => ({ label: ORDER_STATUS_LABELS[status], value: status }))}
          onChange={(event) => list.setFilters({ status: (event.value as OrderStatus | undefined) ?? null })}
          placeholder="All statuses" aria-label="Status filter" showClear className={styles.filter}
        />
      </div>
      <DataTable
        value={[...list.rows]}
        dataKey="id"
        lazy
        paginator
        rows={RESTAURANT_ORDERS_PAGE_SIZE}
        first={list.page * RESTAURANT_ORDERS_PAGE_SIZE}
        totalRecords={list.total}
        onPage={(event) => list.setPage(Math.floor(event.first / RESTAURANT_ORDERS_PAGE_SIZE))}
        loading={list.loading}
        emptyMessage="No data"
        stripedRows
        responsiveLayout="stack"
        className={`${tableStyles.table} ${stackedStyles.stacked}`}
      >
        <Column header="Order" body={(row: OrderSummary) => <Button link className={styles.linkButton} label={row.shortOrderNumber} onClick={() => detail.show(row.id)} aria-label={`Open order ${row.shortOrderNumber}`} />} />
        <Column header="Placed" body={(row: OrderSummary) => whenOf(row.placedAt, zone)} />
        <Column header="Platform" body={(row: OrderSummary) => `${PLATFORM_LABELS[row.platform]} · ${ORDER_TYPE_LABELS[row.orderType]}`} />
        <Column header="Customer" body={(row: OrderSummary) => (row.customerName === "" ? "—" : row.customerName)} />
        <Column header="Status" body={(row: OrderSummary) => statusTag(row.status)} />
        <Column header="Delivery" body={(row: OrderSummary) => deliveryTag(row.deliveryStatus)} />
        <Column header="Total" body={(row: OrderSummary) => moneyOf(row, row.totals.total)} />
      </DataTable>
      {detail.open === null ? null : <OrderDetailDialog answers={answers} order={detail.open} zone={zone} onChanged={changed} onClose={detail.close} />}
    </>
  );
};

export const RestaurantOrdersPage = () => {
  const { restaurantId = "" } = useParams();
  const { restaurantOrders } = usePorts();
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Orders" subtitle={restaurantOrders === undefined ? NO_ORDERS : "Orders the delivery platforms sent this restaurant: accept or decline new ones, follow the others' delivery."} />
      {restaurantOrders === undefined ? null : <OrderList port={restaurantOrders} restaurantId={restaurantId} />}
    </div>
  );
};
