// The level dialog (spec 2 §2, route tier/level/{level}): basic info (tier, exp to next level,
// members), the level's on-level rewards (fixed vouchers: add from the business's member reward
// vouchers, remove), and the reward pool a draw at this level picks from, with each outcome's
// chance computed from the weights. Save writes the level's rewards: 'Level {n} updated'.
// Decision where the spec is silent: the pool's weights are the programme's and are changed on
// the rewards page ('Manage reward pool'); here they are shown with their chances.
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { type Tier, tierIndexOf } from "../../../domain/loyalty/tierDecision";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { type LevelRow, nameOf } from "./levelRows";
import { chanceRows, fixedAt, levelUpdated, withFixedAt } from "./levelDialogForm";
import type { RewardVouchers } from "./useRewardVouchers";
import styles from "./tier.module.css";

export interface LevelDialogProps {
  readonly programme: LoyaltyProgramme;
  readonly ladder: ReadonlyArray<Tier>;
  readonly row: LevelRow;
  readonly rewards: RewardVouchers;
  readonly onClose: () => void;
}

export const LevelDialog = ({ programme, ladder, row, rewards, onClose }: LevelDialogProps) => {
  const { loyalty } = usePorts();
  const { level } = row;
  const pool = programme.onLevelReward;
  const [fixed, setFixed] = useState<ReadonlyArray<string>>(fixedAt(pool, level));
  const [choice, setChoice] = useState<string | null>(null);
  const save = useSectionSave<ReadonlyArray<string>>(
    (vouchers, rev) => loyalty.replaceOnLevelReward({ businessId: programme.businessId, rev, change: withFixedAt(pool, level, vouchers) }),
    () => levelUpdated(level),
    onClose,
  );
  const tierIndex = tierIndexOf(ladder, level);
  const choices = rewards.options.filter((option) => !fixed.includes(option.id)).map((option) => ({ label: option.name, value: option.id }));
  return (
    <Dialog
      header={`Level ${level}`}
      visible
      onHide={onClose}
      style={{ width: "36rem", maxWidth: "95vw" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Save" icon="pi pi-check" disabled={!save.canSave} loading={save.saving} onClick={() => save.save(fixed)} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SaveFailure message={save.failure} reloadable />
        <h3 className={styles.sectionTitle}>Basic info</h3>
        <dl className={styles.facts}>
          <dt>Tier</dt>
          <dd>{`T${tierIndex + 1} ${ladder[tierIndex]?.name ?? ""}`}</dd>
          <dt>Exp to next level</dt>
          <dd>{row.expToNext ?? "-"}</dd>
          <dt>Member</dt>
          <dd>{row.memberCount}</dd>
        </dl>
        <h3 className={styles.sectionTitle}>On-level rewards</h3>
        {fixed.length === 0 ? <p className={styles.muted}>No reward on reaching this level.</p> : null}
        {fixed.map((voucher) => (
          <div key={voucher} className={styles.rewardLine}>
            <span>{nameOf(rewards.names, voucher)}</span>
            <Button
              icon="pi pi-times"
              text
              severity="danger"
              aria-label={`Remove ${nameOf(rewards.names, voucher)}`}
              onClick={() => setFixed(fixed.filter((id) => id !== voucher))}
            />
          </div>
        ))}
        <div className={styles.addReward}>
          <Dropdown
            value={choice}
            options={choices}
            onChange={(event) => setChoice(event.value as string)}
            placeholder="Choose a reward"
            emptyMessage="No member reward vouchers"
            aria-label="Reward to add"
          />
          <Button
            label="Add reward"
            icon="pi pi-plus"
            outlined
            disabled={choice === null}
            onClick={() => {
              if (choice !== null) setFixed([...fixed, choice]);
              setChoice(null);
            }}
          />
        </div>
        <h3 className={styles.sectionTitle}>Reward pool</h3>
        <DataTable value={[...chanceRows(pool, level, rewards.names)]} dataKey="key" size="small" emptyMessage="No data" pt={{ table: { "aria-label": "Reward pool" } }}>
          <Column field="reward" header="Reward" />
          <Column field="weight" header="Weight" />
          <Column field="chance" header="Chance" />
        </DataTable>
      </div>
    </Dialog>
  );
};
