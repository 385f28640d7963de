// Owns: the business list's query: the search text as typed, debounced 500 ms before it is
// asked (spec 1 §9), the page (20 rows, spec 1 §9), and the answer for the current query. A
// failed load shows the server's message in a red toast and an empty table.
// Decisions where the spec is silent: a new search goes back to the first page; an answer to an
// older query is ignored; the rows of the last answer stay while the next page loads.
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { BusinessListPage } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../../kit/useDebouncedValue";

export type ListPhase = "loading" | "ready";

export interface BusinessList {
  readonly search: string;
  readonly setSearch: (text: string) => void;
  readonly page: number;
  readonly setPage: (page: number) => void;
  readonly phase: ListPhase;
  readonly rows: BusinessListPage;
  readonly refresh: () => void;
}

const NO_ROWS: BusinessListPage = { resources: [], totalResources: 0 };

export const useBusinessList = (): BusinessList => {
  const { business } = usePorts();
  const toast = useToast();
  const [search, setSearchText] = useState("");
  const [paging, setPaging] = useState({ search: "", page: 0 });
  const [phase, setPhase] = useState<ListPhase>("loading");
  const [rows, setRows] = useState<BusinessListPage>(NO_ROWS);
  const [generation, setGeneration] = useState(0);
  const latestRequest = useRef(0);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const page = paging.search === settledSearch ? paging.page : 0;

  useEffect(() => {
    const request = ++latestRequest.current;
    setPhase("loading");
    business.listBusinesses({ search: settledSearch, page }).then(
      (answer) => {
        if (request !== latestRequest.current) return;
        setRows(answer);
        setPhase("ready");
      },
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setRows(NO_ROWS);
        setPhase("ready");
        toast.error(messageOf(error));
      },
    );
  }, [business, toast, settledSearch, page, generation]);

  return {
    search,
    setSearch: setSearchText,
    page,
    setPage: (next) => setPaging({ search: settledSearch, page: next }),
    phase,
    rows,
    refresh: useCallback(() => setGeneration((n) => n + 1), []),
  };
};
