// Owns: one transactions tab's query and answer (spec 2 §2 Transactions report, §7
// GET /transactions/{credit | store | online-store} with a date range, restaurant and paging):
// the page of rows for the range, restaurant (none on the online tab) and page; a failed load
// shows the error's message as a red notification (spec 2 §8) and an empty table.
// Decisions where the spec is silent: 20 rows a page; a new filter goes back to the first page;
// an answer to an older query is ignored.
import { useEffect, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { DateRange } from "../../../domain/shared/dateRangePresets";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { Paged, TransactionKind, TransactionQuery, TransactionRows } from "../../ports/loyaltyMembersPort";
import { usePorts } from "../../ports/PortsProvider";

export const REPORT_PAGE_SIZE = 20;

export interface ReportFilter {
  readonly range: DateRange;
  readonly restaurantId: string | null;
}

export const queryOf = (kind: TransactionKind, filter: ReportFilter, skip: number, limit: number): TransactionQuery => ({
  from: filter.range.start.toString(),
  to: filter.range.end.toString(),
  restaurantId: kind === "online-store" ? null : filter.restaurantId,
  limit,
  skip,
});

export const useTransactionReport = <K extends TransactionKind>(kind: K, businessId: string, filter: ReportFilter) => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const key = `${kind}|${filter.range.start}|${filter.range.end}|${filter.restaurantId}`;
  const [paging, setPaging] = useState({ key, first: 0 });
  const [loading, setLoading] = useState(true);
  const [rows, setRows] = useState<Paged<TransactionRows[K]>>({ resources: [], totalResources: 0 });
  const latest = useRef(0);
  const first = paging.key === key ? paging.first : 0;

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    loyalty.listTransactions(kind, businessId, queryOf(kind, filter, first, REPORT_PAGE_SIZE)).then(
      (answer) => {
        if (request !== latest.current) return;
        setRows(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setRows({ resources: [], totalResources: 0 });
        setLoading(false);
        toast.error(messageOf(error));
      },
    );
    // `key` stands for the filter's parts.
  }, [loyalty, toast, kind, businessId, key, first]);

  return { first, loading, rows, setFirst: (next: number) => setPaging({ key, first: next }) };
};
