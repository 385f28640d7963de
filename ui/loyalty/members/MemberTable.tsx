// The member table (spec 2 §2 Members): name, phone, card number, level, tier, credit and join
// date; pages asked of the server (lazy paging) with rows-per-page 5, 10, 20, 50, 100; 'No data'
// when empty; stacked as cards on a phone. A row opens the member's side dialog.
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import tableStyles from "../../kit/page/tables.module.css";
import type { LoyaltyMember, Paged } from "../../ports/loyaltyMembersPort";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { displayDay } from "../../../domain/loyalty/member/memberDates";
import { nameOf, phoneOf, tierNameOf } from "../../../domain/loyalty/member/memberNames";
import { MEMBER_PAGE_SIZES } from "./useMemberList";
import stackedStyles from "../../kit/stackedTable.module.css";

export interface MemberTableProps {
  readonly programme: LoyaltyProgramme;
  readonly rows: Paged<LoyaltyMember>;
  readonly first: number;
  readonly size: number;
  readonly loading: boolean;
  readonly onPage: (first: number, size: number) => void;
  readonly onOpen: (member: LoyaltyMember) => void;
}

export const MemberTable = ({ programme, rows, first, size, loading, onPage, onOpen }: MemberTableProps) => (
  <DataTable
    value={[...rows.resources]}
    dataKey="id"
    lazy
    paginator
    rows={size}
    first={first}
    rowsPerPageOptions={[...MEMBER_PAGE_SIZES]}
    totalRecords={rows.totalResources}
    onPage={(event) => onPage(event.first, event.rows)}
    onRowClick={(event) => onOpen(event.data as LoyaltyMember)}
    rowHover
    loading={loading}
    emptyMessage="No data"
    stripedRows
    responsiveLayout="stack"
    className={`${tableStyles.table} ${stackedStyles.stacked}`}
    pt={{ table: { "aria-label": "Members" } }}
  >
    <Column header="Name" body={(member: LoyaltyMember) => nameOf(member)} />
    <Column header="Phone" body={(member: LoyaltyMember) => phoneOf(member) ?? ""} />
    <Column header="Card no." body={(member: LoyaltyMember) => member.cardNo ?? ""} />
    <Column header="Level" field="level" />
    <Column header="Tier" body={(member: LoyaltyMember) => tierNameOf(programme, member)} />
    <Column header="Credit" body={(member: LoyaltyMember) => member.balance} />
    <Column header="Joined" body={(member: LoyaltyMember) => displayDay(member.joinedAt)} />
  </DataTable>
);
