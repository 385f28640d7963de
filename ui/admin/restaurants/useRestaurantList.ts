// Owns: the provider restaurant list's query (issue 18): the search text as typed, debounced
// 500 ms (spec 1 §9), the business, country and tag filters, the page (20 rows), and the answer for
// the current query. A failed load shows the server's message in a red toast and an empty table.
// Decisions where the spec is silent: a new search or filter goes back to the first page; an
// answer to an older query is ignored; the rows of the last answer stay while the next loads.
import { useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { CountryCode } from "../../../domain/shared/country";
import type { ProviderRestaurantPage } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../../kit/useDebouncedValue";

export interface RestaurantFilters {
  readonly businessId: string | null;
  readonly country: CountryCode | null;
  readonly tagId: string | null;
}

const NO_ROWS: ProviderRestaurantPage = { resources: [], totalResources: 0 };
const NO_FILTERS: RestaurantFilters = { businessId: null, country: null, tagId: null };

export const useRestaurantList = () => {
  const { admin } = usePorts();
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [filters, setFiltersState] = useState<RestaurantFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ key: "", page: 0 });
  const [loading, setLoading] = useState(true);
  const [rows, setRows] = useState<ProviderRestaurantPage>(NO_ROWS);
  const latestRequest = useRef(0);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([settledSearch, filters]);
  const page = paging.key === key ? paging.page : 0;

  useEffect(() => {
    const request = ++latestRequest.current;
    setLoading(true);
    admin.listRestaurants({ search: settledSearch, page, ...filters }).then(
      (answer) => {
        if (request !== latestRequest.current) return;
        setRows(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setRows(NO_ROWS);
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
  }, [admin, toast, settledSearch, page, filters]);

  return {
    search,
    setSearch,
    filters,
    setFilters: (change: Partial<RestaurantFilters>) => setFiltersState((current) => ({ ...current, ...change })),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    loading,
    rows,
  };
};
