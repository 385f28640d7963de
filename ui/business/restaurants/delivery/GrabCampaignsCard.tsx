// The Grab discount campaigns of a connected restaurant (issue 17 items 3 and 7; spec 4 §2 "for
// grabfood a list of discount campaigns with create, edit and delete"): the merchant's campaigns
// as GrabFood lists them ('No data' when none) with their discount, eaters, period and creator;
// New campaign and Edit open the dialog (GrabCampaignDialog.tsx, its flow in machines/delivery/
// grabCampaignDialog.machine.ts); Delete asks in the 'Confirmation' dialog. Campaigns Grab created
// open read only and cannot be deleted. Times read in the restaurant's time zone.
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Temporal } from "temporal-polyfill";
import { useCallback, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import { messageOf } from "../../../../machines/auth/notice";
import { type SaveCampaignInput, grabCampaignDialogMachine } from "../../../../machines/delivery/grabCampaignDialog.machine";
import { useConfirmation } from "../../../kit/feedback/ConfirmationProvider";
import { useToast } from "../../../kit/feedback/ToastProvider";
import formStyles from "../../../kit/forms/forms.module.css";
import tableStyles from "../../../kit/page/tables.module.css";
import { ProductCatalogueProvider } from "../../../kit/pickers/productCatalogue";
import { useLoad } from "../../../kit/page/useLoad";
import stackedStyles from "../../../kit/stackedTable.module.css";
import type { GrabCampaign, GrabCampaignsPort } from "../../../ports/grabCampaignsPort";
import { usePorts } from "../../../ports/PortsProvider";
import { formatInstant, timeZoneOf } from "../machines/restaurantInstants";
import { CREATED_BY_LABELS, EATER_LABELS, discountText } from "./campaignText";
import styles from "./delivery.module.css";
import { GrabCampaignDialog } from "./GrabCampaignDialog";

const NO_CAMPAIGNS = "Grab campaigns are not available here";
const MALAYSIA = "Asia/Kuala_Lumpur";

export interface GrabCampaignsCardProps {
  readonly businessId: string;
  readonly restaurantId: string;
  readonly merchantID: string;
}

const useCampaignDialog = (port: GrabCampaignsPort, onSaved: () => void) => {
  const toast = useToast();
  const logic = useMemo(
    () =>
      grabCampaignDialogMachine.provide({
        actors: {
          save: fromPromise<{ readonly id: string }, SaveCampaignInput>(({ input }) => (input.id === null ? port.create(input.campaign) : port.update(input.id, input.campaign))),
        },
        actions: {
          notifySaved: () => {
            toast.success("Campaign saved on GrabFood");
            onSaved();
          },
        },
      }),
    [port, onSaved, toast],
  );
  return useMachine(logic);
};

const CampaignList = ({ port, restaurantId, merchantID }: { readonly port: GrabCampaignsPort; readonly restaurantId: string; readonly merchantID: string }) => {
  const { business } = usePorts();
  const toast = useToast();
  const confirm = useConfirmation();
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const campaigns = useLoad(() => port.list(merchantID), `${merchantID}#${attempt}`);
  const restaurant = useLoad(() => business.getRestaurant(restaurantId), restaurantId);
  const zone = restaurant.phase === "ready" ? timeZoneOf(restaurant.data) : MALAYSIA;
  const [snapshot, send] = useCampaignDialog(port, reload);
  const remove = async (campaign: GrabCampaign) => {
    if (!(await confirm({ message: `Delete the campaign '${campaign.name}' on GrabFood?`, confirmLabel: "Delete" }))) return;
    try {
      await port.remove(merchantID, campaign.id);
      toast.success("Campaign deleted on GrabFood");
      reload();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const today = Temporal.Now.plainDateISO(zone).toString();
  const rows = campaigns.phase === "ready" ? [...campaigns.data] : [];
  const open = !snapshot.matches("closed");
  const { draft, errors, showErrors, error, id } = snapshot.context;
  return (
    <>
      <div className={styles.buttons}>
        <Button type="button" label="New campaign" icon="pi pi-plus" onClick={() => send({ type: "campaign.new", merchantID, zone, today })} />
      </div>
      {campaigns.phase === "failed" ? <p className={styles.muted} role="alert">{campaigns.message}</p> : null}
      <DataTable value={rows} dataKey="id" loading={campaigns.phase === "loading"} emptyMessage="No data" stripedRows responsiveLayout="stack" className={`${tableStyles.table} ${stackedStyles.stacked}`} aria-label="Grab campaigns">
        <Column header="Name" field="name" />
        <Column header="Discount" body={(row: GrabCampaign) => discountText(row)} />
        <Column header="Eaters" body={(row: GrabCampaign) => EATER_LABELS[row.conditions.eaterType]} />
        <Column header="Period" body={(row: GrabCampaign) => `${formatInstant(row.conditions.startTime, zone)} – ${formatInstant(row.conditions.endTime, zone)}`} />
        <Column header="Created by" body={(row: GrabCampaign) => CREATED_BY_LABELS[row.createdBy]} />
        <Column
          header="Actions"
          body={(row: GrabCampaign) => (
            <span className={styles.buttons}>
              <Button type="button" label={row.createdBy === "Grab" ? "View" : "Edit"} text size="small" aria-label={`${row.createdBy === "Grab" ? "View" : "Edit"} ${row.name}`} onClick={() => send({ type: "campaign.open", merchantID, zone, campaign: row })} />
              {row.createdBy === "Grab" ? null : (
                <Button type="button" label="Delete" text severity="danger" size="small" aria-label={`Delete ${row.name}`} onClick={() => void remove(row)} />
              )}
            </span>
          )}
        />
      </DataTable>
      {open ? (
        <GrabCampaignDialog
          title={snapshot.matches("viewing") ? "Campaign" : id === null ? "New campaign" : "Edit campaign"}
          draft={draft}
          errors={showErrors ? errors : {}}
          error={error}
          readOnly={snapshot.matches("viewing")}
          saving={snapshot.matches("saving")}
          onChange={(next) => send({ type: "campaign.change", draft: next })}
          onSave={() => send({ type: "campaign.save" })}
          onClose={() => send({ type: "campaign.close" })}
        />
      ) : null}
    </>
  );
};

export const GrabCampaignsCard = ({ businessId, restaurantId, merchantID }: GrabCampaignsCardProps) => {
  const { grabCampaigns } = usePorts();
  return (
    <section className={formStyles.card} aria-labelledby="grab-campaigns-title">
      <h2 id="grab-campaigns-title" className={formStyles.sectionTitle}>Campaigns on GrabFood</h2>
      {grabCampaigns === undefined ? (
        <p className={styles.muted}>{NO_CAMPAIGNS}</p>
      ) : (
        <ProductCatalogueProvider businessId={businessId}>
          <CampaignList port={grabCampaigns} restaurantId={restaurantId} merchantID={merchantID} />
        </ProductCatalogueProvider>
      )}
    </section>
  );
};
