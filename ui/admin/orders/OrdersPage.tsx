// The provider admin's Orders (issue 18, spec 1 §6 'Orders': admin or staff; route 'orders'):
// every business's orders newest placed first, 20 per page, searchable by the platform's short
// order number, filtered by status, delivery status, platform, business and the period placed
// (dates, both included); 'No data' when empty. Each order opens its detail with its timeline;
// `?order={id}` opens one directly (the new-order alert's Open button).
// Decision where the spec is silent: dates and times read in Malaysia's time zone (MY), like the
// other admin lists; the server reads the period in the same zone. The dates are typed as
// YYYY/MM/DD with the app's calendar beside them (ui/kit/dates), not the browser's date box.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Dropdown } from "primereact/dropdown";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { messageOf } from "../../../machines/auth/notice";
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS } from "../../../domain/orders/deliveryStatus";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../../../domain/orders/orderStatus";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { useToast } from "../../kit/feedback/ToastProvider";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { DeliveryStatus, OrderDetail, OrderFilters, OrderPlatform, OrderQuery, OrderStatus, OrderSummary, OrdersPort } from "../../ports/ordersPort";
import { usePorts } from "../../ports/PortsProvider";
import { DayFilter } from "../pagedList/DayFilter";
import { FilterBar } from "../pagedList/FilterBar";
import { PagedListTable } from "../pagedList/PagedListTable";
import { usePagedList } from "../../kit/lists/usePagedList";
import { useBusinessOptions } from "../useBusinessOptions";
import styles from "../admin.module.css";
import { OrderDetailDialog } from "../../kit/orders/OrderDetailDialog";
import { ORDER_TYPE_LABELS, PLATFORM_LABELS, deliveryTag, moneyOf, statusTag, whenOf } from "../../kit/orders/orderLabels";
import own from "../../kit/orders/orders.module.css";
import type { OrderAnswers } from "../../kit/orders/useOrderStatus";

const NO_ORDERS = "The orders cannot load here";
const COUNTRY = "MY";
const ZONE = COUNTRY_CONFIGS[COUNTRY].timeZone;
const NO_FILTERS: OrderFilters = { status: null, deliveryStatus: null, platform: null, businessId: null, from: null, to: null, country: COUNTRY };
const PLATFORMS: ReadonlyArray<OrderPlatform> = ["grabfood", "foodpanda", "shopeefood"];

/** The order named by `?order=`, loaded; closing the detail drops the parameter. */
const useOpenOrder = (port: OrdersPort) => {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("order");
  const [open, setOpen] = useState<OrderDetail | null>(null);
  useEffect(() => {
    if (wanted === null) return setOpen(null);
    let current = true;
    port.order(wanted).then((order) => current && setOpen(order), (error: unknown) => current && toast.error(messageOf(error)));
    return () => {
      current = false;
    };
  }, [port, wanted, toast]);
  return {
    open,
    show: (id: string) => setParams({ order: id }),
    close: () => setParams({}),
    changed: setOpen,
  };
};

const OrderList = ({ port }: { readonly port: OrdersPort }) => {
  const businesses = useBusinessOptions();
  const load = useCallback((query: OrderQuery) => port.listOrders(query), [port]);
  const list = usePagedList<OrderSummary, OrderFilters>(load, NO_FILTERS);
  const detail = useOpenOrder(port);
  const answers = useMemo<OrderAnswers>(() => ({ accept: port.acceptOrder, decline: port.declineOrder }), [port]);
  const changed = (order: OrderDetail) => {
    detail.changed(order);
    list.reload();
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader title="Orders" subtitle="Orders from the delivery platforms, with their status, delivery and every step on their timeline." />
      <FilterBar search={{ value: list.search, onChange: list.setSearch, placeholder: "Search by order number", label: "Search orders" }}>
        <Dropdown
          value={list.filters.status}
          options={ORDER_STATUSES.map((status) => ({ label: ORDER_STATUS_LABELS[status], value: status }))}
          onChange={(event) => list.setFilters({ status: (event.value as OrderStatus | undefined) ?? null })}
          placeholder="All statuses" aria-label="Status filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.deliveryStatus}
          options={DELIVERY_STATUSES.map((status) => ({ label: DELIVERY_STATUS_LABELS[status], value: status }))}
          onChange={(event) => list.setFilters({ deliveryStatus: (event.value as DeliveryStatus | undefined) ?? null })}
          placeholder="All deliveries" aria-label="Delivery status filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.platform}
          options={PLATFORMS.map((platform) => ({ label: PLATFORM_LABELS[platform], value: platform }))}
          onChange={(event) => list.setFilters({ platform: (event.value as OrderPlatform | undefined) ?? null })}
          placeholder="All platforms" aria-label="Platform filter" showClear className={styles.filter}
        />
        <Dropdown
          value={list.filters.businessId}
          options={businesses}
          onChange={(event) => list.setFilters({ businessId: (event.value as string | undefined) ?? null })}
          placeholder="All businesses" aria-label="Business filter" filter showClear className={styles.filter}
        />
        <span className={own.dates}>
          <DayFilter label="Placed from" value={list.filters.from} onChange={(from) => list.setFilters({ from })} />
          <DayFilter label="Placed to" value={list.filters.to} onChange={(to) => list.setFilters({ to })} />
        </span>
      </FilterBar>
      <PagedListTable list={list} dataKey="id">
        <Column header="Order" body={(row: OrderSummary) => <Button link className={styles.linkButton} label={row.shortOrderNumber} onClick={() => detail.show(row.id)} aria-label={`Open order ${row.shortOrderNumber}`} />} />
        <Column header="Placed" body={(row: OrderSummary) => whenOf(row.placedAt, ZONE)} />
        <Column header="Restaurant" body={(row: OrderSummary) => <div>{row.restaurantName}<div className={styles.muted}>{row.businessName}</div></div>} />
        <Column header="Platform" body={(row: OrderSummary) => `${PLATFORM_LABELS[row.platform]} · ${ORDER_TYPE_LABELS[row.orderType]}`} />
        <Column header="Status" body={(row: OrderSummary) => statusTag(row.status)} />
        <Column header="Delivery" body={(row: OrderSummary) => deliveryTag(row.deliveryStatus)} />
        <Column header="Total" body={(row: OrderSummary) => moneyOf(row, row.totals.total)} />
      </PagedListTable>
      {detail.open === null ? null : <OrderDetailDialog answers={answers} order={detail.open} zone={ZONE} onChanged={changed} onClose={detail.close} />}
    </div>
  );
};

export const OrdersPage = () => {
  const { orders } = usePorts();
  if (orders === undefined) return <div className={pageStyles.page}><PageHeader title="Orders" subtitle={NO_ORDERS} /></div>;
  return <OrderList port={orders} />;
};
