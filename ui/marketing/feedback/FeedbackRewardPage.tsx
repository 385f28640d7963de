// The feedback rewards (route 'marketing-feedback', spec 3 §2): a feedback reward is a voucher of
// type FEEDBACK_REWARD. A table of them (name, status, effect, delete) and 'New reward', which
// opens the voucher wizard on a new feedback reward ('Create new Feedback reward'); a row's name
// opens it for editing. Texts of spec 3 §8: 'Reward {name} created', 'Reward {name} updated',
// 'Reward {name} deleted'.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useParams } from "react-router";
import { useState } from "react";
import { draftOf, newDraft } from "../../../machines/marketing/voucherDraft";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import type { Voucher } from "../../ports/marketingPort";
import { usePorts } from "../../ports/PortsProvider";
import { MarketingFrame } from "../frame/MarketingFrame";
import { useVoucherDeletion } from "../voucher/useVoucherDeletion";
import { effectLabel } from "../voucher/effectLabel";
import stackedStyles from "../../kit/stackedTable.module.css";
import { VoucherStatusTag } from "../voucher/VoucherStatusTag";
import { REWARD_SAVED, useVoucherWizard } from "../../kit/voucherWizard/useVoucherWizard";
import { VoucherWizardDialog } from "../../kit/voucherWizard/VoucherWizardDialog";

export const rewardDeletedMessage = (name: string): string => `Reward ${name} deleted`;

const FeedbackRewards = ({ businessId }: { readonly businessId: string }) => {
  const { marketing, business } = usePorts();
  const [listing, setListing] = useState(0);
  const relist = () => setListing((n) => n + 1);
  const vouchers = useLoad(() => marketing.listVouchers(businessId), `${businessId}:${listing}`);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const wizard = useVoucherWizard(businessId, relist, REWARD_SAVED);
  const deletion = useVoucherDeletion(businessId, relist, rewardDeletedMessage);
  const edit = (reward: Voucher) => wizard[1]({ type: "wizard.open", draft: draftOf(reward), editing: { id: reward.id, rev: reward._rev } });
  const rewards = vouchers.phase === "ready" ? vouchers.data.filter((voucher) => voucher.type === "FEEDBACK_REWARD") : [];
  return (
    <>
      <PageHeader
        title="Feedback rewards"
        actions={<Button label="New reward" icon="pi pi-plus" onClick={() => wizard[1]({ type: "wizard.open", draft: newDraft("FEEDBACK_REWARD"), editing: null })} />}
      />
      {vouchers.phase === "loading" ? <Loading /> : null}
      {vouchers.phase === "failed" ? <LoadProblem message={vouchers.message} onRetry={vouchers.retry} /> : null}
      {vouchers.phase === "ready" ? (
        <DataTable value={rewards} dataKey="id" emptyMessage="No data" stripedRows className={`${tableStyles.table} ${stackedStyles.stacked}`} responsiveLayout="stack">
          <Column header="Name" body={(reward: Voucher) => <Button label={reward.name} link onClick={() => edit(reward)} />} />
          <Column header="Status" body={(reward: Voucher) => <VoucherStatusTag status={reward.status} />} />
          <Column header="Effect" body={effectLabel} />
          <Column
            header="Delete"
            body={(reward: Voucher) => (
              <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete ${reward.name}`} onClick={() => deletion.request({ id: reward.id, name: reward.name })} />
            )}
          />
        </DataTable>
      ) : null}
      <VoucherWizardDialog businessId={businessId} wizard={wizard} restaurants={restaurants.phase === "ready" ? restaurants.data : []} />
      {deletion.dialog}
    </>
  );
};

export const FeedbackRewardPage = () => {
  const businessId = useParams().businessId ?? "";
  return (
    <MarketingFrame businessId={businessId} section="feedback">
      <FeedbackRewards businessId={businessId} />
    </MarketingFrame>
  );
};
