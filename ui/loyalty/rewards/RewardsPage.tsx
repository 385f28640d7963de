// The rewards page (spec 2 §2 Rewards, route 'membership-reward'): a reward is a MEMBER_REWARD
// voucher. The table (Reward, New member reward, Level up reward, Redeemed / Claimed, Action),
// 'Manage reward pool' (RewardPoolDialog), 'New reward' (the marketing voucher wizard on a new
// member reward, created through POST /membership/member-reward-voucher), and per row update (the
// wizard on the stored voucher), send (the shared send-reward dialog) and delete. Notices of
// spec 2 §8: 'Reward {name} created', 'Reward {name} updated', 'Reward {name} deleted',
// 'Reward {name} sent to N member(s)', 'Reward pool updated', 'Unable to delete reward in level
// up reward'. On a phone each reward is a stacked card.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useMemo, useState } from "react";
import { draftOf, newDraft } from "../../../machines/marketing/voucherDraft";
import { LoadProblem } from "../../kit/page/LoadProblem";
import { Loading } from "../../kit/page/Loading";
import { PageHeader } from "../../kit/page/PageHeader";
import pageStyles from "../../kit/page/page.module.css";
import tableStyles from "../../kit/page/tables.module.css";
import { useLoad } from "../../kit/page/useLoad";
import stackedStyles from "../../kit/stackedTable.module.css";
import { REWARD_SAVED, useVoucherWizard } from "../../kit/voucherWizard/useVoucherWizard";
import { VoucherWizardDialog } from "../../kit/voucherWizard/VoucherWizardDialog";
import type { RewardRow } from "../../ports/loyaltyRewardsPort";
import { usePorts } from "../../ports/PortsProvider";
import { useRewardSend } from "../../kit/pickers/useRewardSend";
import { useProgramme } from "../entry/ProgrammeContext";
import { OnJoinSwitch } from "./OnJoinSwitch";
import { RewardPoolDialog } from "./RewardPoolDialog";
import { levelUpLine, redeemedClaimed } from "./rewardLines";
import { loyaltyRewardSender } from "./loyaltyRewardSender";
import { useRewardDeletion } from "./useRewardDeletion";
import styles from "./rewards.module.css";

type RewardLine = RewardRow & { readonly levelUp: string; readonly rev: number };

export const RewardsPage = () => {
  const { loyalty, marketing, business } = usePorts();
  const { businessId, programme, reload } = useProgramme();
  const [listing, setListing] = useState(0);
  const relist = () => setListing((n) => n + 1);
  const rows = useLoad(() => loyalty.listRewards(businessId), `${businessId}:${listing}`);
  const vouchers = useLoad(() => marketing.listVouchers(businessId), `${businessId}:${listing}`);
  const restaurants = useLoad(() => business.listRestaurants(businessId), businessId);
  const [managingPool, setManagingPool] = useState(false);
  const wizard = useVoucherWizard(businessId, relist, REWARD_SAVED, (input) => loyalty.createMemberReward(businessId, input));
  const deletion = useRewardDeletion(businessId, () => {
    relist();
    reload();
  });
  const sender = useMemo(() => loyaltyRewardSender(loyalty, businessId), [loyalty, businessId]);
  const sending = useRewardSend(sender, relist);
  const rewards = rows.phase === "ready" ? rows.data : [];
  // The programme's part of each row is put in the row itself: the table redraws a row when its
  // data changes, not when a cell's template would read something new.
  const lines: ReadonlyArray<RewardLine> = rewards.map((row) => ({ ...row, levelUp: levelUpLine(programme.onLevelReward, row.id), rev: programme._rev }));
  const names = useMemo(() => new Map(rewards.map((row) => [row.id, row.name])), [rewards]);
  const edit = (row: RewardRow) => {
    const voucher = vouchers.phase === "ready" ? vouchers.data.find((candidate) => candidate.id === row.id) : undefined;
    if (voucher !== undefined) wizard[1]({ type: "wizard.open", draft: draftOf(voucher), editing: { id: voucher.id, rev: voucher._rev } });
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title="Rewards"
        subtitle="Vouchers members receive on joining, on levelling up, or sent by you"
        actions={
          <>
            <Button label="Manage reward pool" icon="pi pi-sliders-h" outlined onClick={() => setManagingPool(true)} disabled={rows.phase !== "ready"} />
            <Button label="New reward" icon="pi pi-plus" onClick={() => wizard[1]({ type: "wizard.open", draft: newDraft("MEMBER_REWARD"), editing: null })} />
          </>
        }
      />
      {rows.phase === "loading" ? <Loading /> : null}
      {rows.phase === "failed" ? <LoadProblem message={rows.message} onRetry={rows.retry} /> : null}
      {rows.phase === "ready" ? (
        <DataTable
          value={[...lines]}
          dataKey="id"
          emptyMessage="No data"
          stripedRows
          className={`${tableStyles.table} ${stackedStyles.stacked}`}
          responsiveLayout="stack"
          pt={{ table: { "aria-label": "Rewards" } }}
        >
          <Column header="Reward" field="name" />
          <Column header="New member reward" body={(row: RewardLine) => <OnJoinSwitch key={`${row.id}:${row.rev}`} programme={programme} reward={row} />} />
          <Column header="Level up reward" field="levelUp" />
          <Column header="Redeemed / Claimed" body={redeemedClaimed} />
          <Column
            header="Action"
            body={(row: RewardRow) => (
              <div className={styles.actions}>
                <Button icon="pi pi-pencil" text rounded aria-label={`Update ${row.name}`} onClick={() => edit(row)} disabled={vouchers.phase !== "ready"} />
                <Button icon="pi pi-send" text rounded aria-label={`Send ${row.name}`} onClick={() => sending.open({ id: row.id, name: row.name })} />
                <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Delete ${row.name}`} onClick={() => deletion.request({ id: row.id, name: row.name })} />
              </div>
            )}
          />
        </DataTable>
      ) : null}
      {managingPool ? <RewardPoolDialog programme={programme} names={names} onClose={() => setManagingPool(false)} /> : null}
      <VoucherWizardDialog businessId={businessId} wizard={wizard} restaurants={restaurants.phase === "ready" ? restaurants.data : []} />
      {sending.dialog}
      {deletion.dialog}
    </div>
  );
};
