// Owns: a paged, searchable admin list's query (issue 18, agents and dealer leads): the search
// text as typed, debounced 500 ms (spec 1 §9), the page's filters, the page (20 rows) and the
// answer for the current query; `reload` asks again after a change. A failed load shows the
// server's message in a red toast and an empty table.
// Decisions where the spec is silent: a new search or filter goes back to the first page; an
// answer to an older query is ignored.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { useToast } from "../../kit/feedback/ToastProvider";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../../kit/useDebouncedValue";

export interface PageAnswer<R> {
  readonly resources: ReadonlyArray<R>;
  readonly pagination: { readonly totalResources: number };
}

export const usePagedList = <R, F extends object>(
  load: ((query: F & { readonly search: string; readonly page: number }) => Promise<PageAnswer<R>>) | null,
  initialFilters: F,
) => {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [paging, setPaging] = useState({ key: "", page: 0 });
  const [generation, setGeneration] = useState(0);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState<PageAnswer<R>>({ resources: [], pagination: { totalResources: 0 } });
  const latest = useRef(0);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = JSON.stringify([settledSearch, filters]);
  const page = paging.key === key ? paging.page : 0;

  useEffect(() => {
    if (load === null) return;
    const request = ++latest.current;
    setLoading(true);
    load({ ...filters, search: settledSearch, page }).then(
      (next) => {
        if (request !== latest.current) return;
        setAnswer(next);
        setLoading(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setAnswer({ resources: [], pagination: { totalResources: 0 } });
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
  }, [load, toast, settledSearch, page, filters, generation]);

  return {
    search,
    setSearch,
    filters,
    setFilters: (change: Partial<F>) => setFiltersState((current) => ({ ...current, ...change })),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    loading,
    rows: answer.resources,
    total: answer.pagination.totalResources,
    reload: useCallback(() => setGeneration((n) => n + 1), []),
  };
};
