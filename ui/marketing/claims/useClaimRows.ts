// Owns: the claims table's page (spec 3 §2 claims dialog, §9: 20 rows by default, options 5, 10,
// 20, 50, 100): which claims (assigned or unassigned), the page and its size, the search text
// and the rows the marketing port answers for them; the count of unassigned claims (copy and
// export need some); `reload` after claims are created.
import { useState } from "react";
import { useLoad } from "../../kit/page/useLoad";
import type { ClaimAssignment, Voucher } from "../../ports/marketingPort";
import { usePorts } from "../../ports/PortsProvider";

export const CLAIM_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_CLAIM_PAGE_SIZE = 20;

export const useClaimRows = (businessId: string, voucher: Voucher) => {
  const { marketing } = usePorts();
  const [type, setType] = useState<ClaimAssignment>("unassigned");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_CLAIM_PAGE_SIZE);
  const [loaded, setLoaded] = useState(0);
  const query = { page, pageSize, search: "", type };
  const rows = useLoad(() => marketing.listClaims(businessId, voucher.id, query), `${voucher.id}:${type}:${page}:${pageSize}:${loaded}`);
  const unassigned = useLoad(
    () => marketing.listClaims(businessId, voucher.id, { page: 0, pageSize: 1, search: "", type: "unassigned" }),
    `${voucher.id}:${loaded}`,
  );
  return {
    type,
    page,
    pageSize,
    rows,
    unassignedCount: unassigned.phase === "ready" ? unassigned.data.totalResources : 0,
    showType: (next: ClaimAssignment) => {
      setType(next);
      setPage(0);
    },
    turn: (first: number, size: number) => {
      setPageSize(size);
      setPage(Math.floor(first / size));
    },
    reload: () => setLoaded((n) => n + 1),
    readPage: (type: ClaimAssignment) => (at: number, size: number) =>
      marketing.listClaims(businessId, voucher.id, { page: at, pageSize: size, search: "", type }),
  };
};
