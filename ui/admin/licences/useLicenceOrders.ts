// The licence orders page's data: a page of the order history (filtered by restaurant or
// business), a page of the expiring licences, and the restaurants an order may be placed for;
// `refresh` reads them again after an order is placed. A failure shows in a red toast.
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { ProviderRestaurant } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import type { ExpiringLicence, LicenceOrder, Paged, ProviderOpsPort } from "../../ports/providerOpsPort";

const EMPTY = { resources: [], totalResources: 0 };

export interface HistoryFilters {
  readonly restaurantId: string | null;
  readonly businessId: string | null;
}

export const useLicenceOrders = (ops: ProviderOpsPort) => {
  const { admin } = usePorts();
  const toast = useToast();
  const [filters, setFiltersState] = useState<HistoryFilters>({ restaurantId: null, businessId: null });
  const [historyPage, setHistoryPage] = useState(0);
  const [expiringPage, setExpiringPage] = useState(0);
  const [history, setHistory] = useState<Paged<LicenceOrder>>(EMPTY);
  const [expiring, setExpiring] = useState<Paged<ExpiringLicence>>(EMPTY);
  const [restaurants, setRestaurants] = useState<ReadonlyArray<ProviderRestaurant>>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    Promise.all([ops.listLicenceOrders({ page: historyPage, ...filters }), ops.listExpiringLicences(expiringPage)]).then(
      ([orders, soon]) => {
        if (!current) return;
        setHistory(orders);
        setExpiring(soon);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [ops, toast, filters, historyPage, expiringPage, generation]);
  useEffect(() => {
    let current = true;
    admin.restaurantChoices().then((rows) => current && setRestaurants(rows), (error: unknown) => current && toast.error(messageOf(error)));
    return () => {
      current = false;
    };
  }, [admin, toast]);
  return {
    filters,
    setFilters: (next: Partial<HistoryFilters>) => {
      setFiltersState((now) => ({ ...now, ...next }));
      setHistoryPage(0);
    },
    history,
    historyPage,
    setHistoryPage,
    expiring,
    expiringPage,
    setExpiringPage,
    restaurants,
    loading,
    refresh: useCallback(() => setGeneration((n) => n + 1), []),
  };
};
