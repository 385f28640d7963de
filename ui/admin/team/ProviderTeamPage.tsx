// The Provider team page (issue 18, route 'provider-team'): the provider's admins and staff by
// name, 20 per page, each with their phone, role, who granted it and when ('No data' when empty);
// "Grant role" gives a registered user admin or staff, "Remove" takes the role away after the
// spec's 'Confirmation' dialog (the pinned PUT with role null).
// Decisions where the spec is silent:
// - Admin only, with the session's isAdmin flag: spec 1 §6's admin menu table (domain/auth/
//   providerAreas.ts) has no such entry, and only an admin may grant roles (the server's rule).
// - An admin cannot remove their own role (the server answers 403): their row offers no Remove
//   and says 'Your own role: another admin can change it'.
// - A grant by no user (the provisioned admin, the demo seed's system actor) reads 'System'; the
//   date is the business day in Malaysia's time zone, as the other admin lists.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { Tag } from "primereact/tag";
import { useCallback, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { COUNTRY_CONFIGS } from "../../../domain/shared/country";
import { messageOf } from "../../../machines/auth/notice";
import { ACTION_SUCCEEDED } from "../../kit/editor/useDocumentEditor";
import { useConfirmation } from "../../kit/feedback/ConfirmationProvider";
import { useToast } from "../../kit/feedback/ToastProvider";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import { usePorts } from "../../ports/PortsProvider";
import type { ProviderTeamMember, ProviderTeamPort } from "../../ports/providerTeamPort";
import { useSessionSelector } from "../../session/SessionProvider";
import { usePagedList } from "../../kit/lists/usePagedList";
import styles from "../admin.module.css";
import { GrantRoleDialog, ROLE_OPTIONS } from "./GrantRoleDialog";
import { PagedListTable } from "../pagedList/PagedListTable";

const NO_TEAM = "The provider team cannot load here";
export const OWN_ROLE = "Your own role: another admin can change it";
const ZONE = COUNTRY_CONFIGS.MY.timeZone;
const dayOf = (iso: string): string => {
  const date = Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE).toPlainDate();
  return `${String(date.day).padStart(2, "0")}/${String(date.month).padStart(2, "0")}/${date.year}`;
};
const roleLabel = (member: ProviderTeamMember): string => ROLE_OPTIONS.find((option) => option.value === member.role)?.label ?? member.role;

const Granted = ({ member }: { readonly member: ProviderTeamMember }) => (
  <span>
    {member.grantedBy === null || member.grantedBy.name === "" ? "System" : member.grantedBy.name}
    {member.grantedAt === null ? null : <span className={styles.muted}> · {dayOf(member.grantedAt)}</span>}
  </span>
);

const TeamList = ({ team }: { readonly team: ProviderTeamPort }) => {
  const toast = useToast();
  const confirm = useConfirmation();
  const ownId = useSessionSelector((snapshot) => snapshot.context.userId);
  const load = useCallback(({ page }: { readonly page: number }) => team.listTeam(page), [team]);
  const list = usePagedList<ProviderTeamMember, object>(load, {});
  const [granting, setGranting] = useState(false);
  const remove = async (member: ProviderTeamMember) => {
    if (!(await confirm({ message: `Remove the ${roleLabel(member).toLowerCase()} role of ${member.name}?`, confirmLabel: "Confirm" }))) return;
    try {
      await team.setRole(member.phoneNumber, null);
      toast.success(ACTION_SUCCEEDED);
      list.reload();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Provider team"
        subtitle="The provider's admins and staff, and who granted each role."
        actions={<Button label="Grant role" icon="pi pi-user-plus" onClick={() => setGranting(true)} />}
      />
      <PagedListTable list={list} dataKey="userId">
        <Column header="Name" field="name" />
        <Column header="Phone" field="phoneNumber" />
        <Column header="Role" body={(member: ProviderTeamMember) => <Tag value={roleLabel(member)} severity={member.role === "admin" ? "warning" : "info"} />} />
        <Column header="Granted by" body={(member: ProviderTeamMember) => <Granted member={member} />} />
        <Column
          header="Actions"
          body={(member: ProviderTeamMember) =>
            member.userId === ownId ? (
              <span className={styles.muted}>{OWN_ROLE}</span>
            ) : (
              <Button label="Remove" icon="pi pi-user-minus" severity="danger" text onClick={() => void remove(member)} aria-label={`Remove ${member.name}`} />
            )
          }
        />
      </PagedListTable>
      {granting ? <GrantRoleDialog team={team} onClose={() => setGranting(false)} onGranted={() => { setGranting(false); list.reload(); }} /> : null}
    </div>
  );
};

export const ProviderTeamPage = () => {
  const { providerTeam } = usePorts();
  if (providerTeam === undefined) return <div className={pageStyles.page}><PageHeader title="Provider team" subtitle={NO_TEAM} /></div>;
  return <TeamList team={providerTeam} />;
};
