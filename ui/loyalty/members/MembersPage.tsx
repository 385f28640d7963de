// The member page (spec 2 §2 Members, route membership-member): the 'Members' table with its
// search (500 ms debounce) and 'Export members' (members.xlsx); a row opens the member's side
// dialog, from which the edit, send-credit, deduct-credit and update-stat dialogs open.
// A dialog's save puts the answered member in the table and the side dialog at once.
import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import type { LoyaltyMember } from "../../ports/loyaltyMembersPort";
import { useProgramme } from "../entry/ProgrammeContext";
import { MemberDialogs } from "./detail/MemberDialogs";
import { useMemberExport } from "./export/useMemberExport";
import { MemberTable } from "./MemberTable";
import { useMemberList } from "./useMemberList";
import styles from "./members.module.css";

export const MembersPage = () => {
  const { businessId, programme } = useProgramme();
  const list = useMemberList(businessId);
  const exporter = useMemberExport();
  const [opened, setOpened] = useState<LoyaltyMember | null>(null);
  const shown = opened === null ? null : (list.rows.resources.find((member) => member.id === opened.id) ?? opened);
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Members"
        subtitle={programme.name}
        actions={<Button label="Export members" icon="pi pi-file-excel" outlined disabled={exporter.exporting} onClick={exporter.start} />}
      />
      <IconField iconPosition="left" className={styles.search}>
        <InputIcon className="pi pi-search" />
        <InputText
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          placeholder="Search by name, phone or card no."
          aria-label="Search members"
        />
      </IconField>
      <MemberTable
        programme={programme}
        rows={list.rows}
        first={list.first}
        size={list.size}
        loading={list.loading}
        onPage={list.setPage}
        onOpen={setOpened}
      />
      {shown === null ? null : (
        <MemberDialogs
          member={shown}
          onSaved={(member) => {
            list.replace(member);
            setOpened(member);
          }}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
};
