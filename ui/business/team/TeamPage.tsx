// A business's team (spec 1 §6 'team (permission)', route 'business-team'): who may work in the
// business and with what role; the owner first. Invite member and each member's Edit open the
// member dialog (MemberDialog.tsx); Remove asks the 'Confirmation' dialog with a red Delete.
// The drawer shows the page to users who may read the team (`read Permission`); the server
// refuses every call the user may not make (403), shown as a red toast.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useParams } from "react-router";
import { messageOf } from "../../../machines/auth/notice";
import { useConfirmation } from "../../kit/feedback/ConfirmationProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import type { TeamMember } from "../../ports/businessPort";
import { usePorts } from "../../ports/PortsProvider";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import { MemberDialog, type MemberDialogMode } from "./MemberDialog";
import { roleSummary } from "./teamRoles";
import styles from "./team.module.css";

const ownerFirst = (members: ReadonlyArray<TeamMember>): TeamMember[] =>
  [...members].sort((a, b) => Number(b.owner) - Number(a.owner) || (a.name ?? "").localeCompare(b.name ?? ""));

export const TeamPage = () => {
  const { businessId = "" } = useParams();
  const { business } = usePorts();
  const toast = useToast();
  const confirm = useConfirmation();
  const team = useLoad(() => business.listTeam(businessId), businessId);
  const [dialog, setDialog] = useState<MemberDialogMode | null>(null);

  const remove = async (member: TeamMember) => {
    const who = member.name ?? member.phoneNumber ?? "this member";
    if (!(await confirm({ message: `Remove ${who} from the team? They lose access to this business.`, confirmLabel: "Delete" }))) return;
    try {
      await business.removeMember(businessId, member.userId);
      toast.success(ACTION_SUCCEEDED);
      team.retry();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Team"
        subtitle="The people who work in this business and what they may do."
        actions={<Button label="Invite member" icon="pi pi-user-plus" onClick={() => setDialog({ kind: "invite" })} />}
      />
      {team.phase === "failed" ? (
        <LoadProblem message={team.message} onRetry={team.retry} />
      ) : (
        // On a phone the table scrolls sideways; with only the owner's row there is no button in
        // it to reach by keyboard, so the scrolling region itself takes the focus.
        <DataTable
          value={team.phase === "ready" ? ownerFirst(team.data) : []}
          dataKey="userId"
          loading={team.phase === "loading"}
          emptyMessage="No data"
          stripedRows
          className={tableStyles.table}
          pt={{ wrapper: { tabIndex: 0, role: "region", "aria-label": "Team members" } }}
        >
          <Column header="Name" body={(member: TeamMember) => member.name ?? ""} />
          <Column header="Phone" body={(member: TeamMember) => member.phoneNumber ?? ""} />
          <Column header="Role" body={(member: TeamMember) => (member.owner ? <Tag value="Owner" severity="success" /> : roleSummary(member.grants))} />
          <Column
            header="Actions"
            body={(member: TeamMember) =>
              member.owner ? null : (
                <div className={styles.actions}>
                  <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${member.name ?? ""}`} onClick={() => setDialog({ kind: "edit", member })} />
                  <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${member.name ?? ""}`} onClick={() => void remove(member)} />
                </div>
              )
            }
          />
        </DataTable>
      )}
      {dialog === null ? null : (
        <MemberDialog
          businessId={businessId}
          mode={dialog}
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            toast.success(ACTION_SUCCEEDED);
            team.retry();
          }}
        />
      )}
    </div>
  );
};
