// The 'Manage reward pool' dialog (spec 2 §2 Rewards, §4 level-up draw, §5 proportion): the
// level-up pool's vouchers with their min level and weight (proportion 0-9999), the no-reward
// weight (default 1), each outcome's chance at a chosen level computed from the weights, a
// voucher to add (weight 1, min level 0) and Save ('Reward pool updated'; a refusal in the red
// banner). The form's rules are rewardPoolForm.ts. Mount per opening (useSectionSave).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { InputNumber, type InputNumberChangeEvent, type InputNumberValueChangeEvent } from "primereact/inputnumber";
import { useState } from "react";
import { MAX_PROPORTION } from "../../../domain/loyalty/programme/rewards";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import {
  NO_REWARD, POOL_UPDATED, type PoolDraft, chanceLines, draftOfPool, firstPreviewLevel, hasPoolErrors, poolErrors, poolInput,
  withEntry, withVoucher, withoutVoucher,
} from "./rewardPoolForm";
import styles from "./rewards.module.css";

export interface RewardPoolDialogProps {
  readonly programme: LoyaltyProgramme;
  /** The business's member rewards, by id. */
  readonly names: ReadonlyMap<string, string>;
  readonly onClose: () => void;
}

/** A number field follows each key (onChange) and what is pasted or left on blur (onValueChange),
 *  so the chances move while the user types. */
const typed = (apply: (value: number | null) => void) => ({
  onChange: (event: InputNumberChangeEvent) => apply(event.value ?? null),
  onValueChange: (event: InputNumberValueChangeEvent) => apply(event.value ?? null),
});

const FieldError = ({ message }: { readonly message: string | undefined }) =>
  message === undefined ? null : <small className={styles.fieldError}>{message}</small>;

export const RewardPoolDialog = ({ programme, names, onClose }: RewardPoolDialogProps) => {
  const { loyalty } = usePorts();
  const [draft, setDraft] = useState<PoolDraft>(() => draftOfPool(programme.onLevelReward));
  const [level, setLevel] = useState(() => firstPreviewLevel(draftOfPool(programme.onLevelReward)));
  const [choice, setChoice] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const save = useSectionSave<PoolDraft>(
    (values, rev) => loyalty.replaceOnLevelReward({ businessId: programme.businessId, rev, change: poolInput(values, programme.onLevelReward) }),
    () => POOL_UPDATED,
    onClose,
  );
  const errors = poolErrors(draft);
  const shown = tried ? errors : { entries: [] };
  const chances = chanceLines(draft, level);
  const chanceOf = (voucher: string | null) => chances.find((line) => line.voucher === voucher)?.chance ?? "-";
  const nameOf = (voucher: string) => names.get(voucher) ?? voucher;
  const choices = [...names].filter(([id]) => !draft.entries.some((entry) => entry.voucher === id)).map(([value, label]) => ({ value, label }));
  return (
    <Dialog
      header="Manage reward pool"
      visible
      onHide={onClose}
      modal
      draggable={false}
      style={{ width: "min(44rem, 96vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button
            label="Save"
            icon="pi pi-check"
            disabled={!save.canSave}
            loading={save.saving}
            onClick={() => {
              setTried(true);
              if (!hasPoolErrors(errors)) save.save(draft);
            }}
          />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SaveFailure message={save.failure} reloadable />
        <p className={styles.muted}>On each level up one outcome is drawn: a reward below, with the chance its weight gives it, or no reward.</p>
        <label className={styles.inline}>
          <span>Chances at level</span>
          <InputNumber value={level} {...typed((value) => setLevel(value ?? 0))} min={0} max={999} inputClassName={styles.small} aria-label="Chances at level" />
        </label>
        <table className={styles.pool} aria-label="Reward pool">
          <thead>
            <tr>
              <th>Reward</th>
              <th>Min level</th>
              <th>Weight</th>
              <th>Chance</th>
              <th aria-label="Remove" />
            </tr>
          </thead>
          <tbody>
            {draft.entries.map((entry, index) => (
              <tr key={entry.voucher}>
                <td data-label="Reward">{nameOf(entry.voucher)}</td>
                <td data-label="Min level">
                  <InputNumber
                    value={entry.minLevel}
                    {...typed((value) => setDraft(withEntry(draft, entry.voucher, { minLevel: value })))}
                    useGrouping={false}
                    inputClassName={styles.small}
                    aria-label={`Min level of ${nameOf(entry.voucher)}`}
                  />
                  <FieldError message={shown.entries[index]?.minLevel} />
                </td>
                <td data-label="Weight">
                  <InputNumber
                    value={entry.weight}
                    {...typed((value) => setDraft(withEntry(draft, entry.voucher, { weight: value })))}
                    useGrouping={false}
                    inputClassName={styles.small}
                    aria-label={`Weight of ${nameOf(entry.voucher)}`}
                  />
                  <FieldError message={shown.entries[index]?.weight} />
                </td>
                <td data-label="Chance" aria-label={`Chance of ${nameOf(entry.voucher)}`}>{chanceOf(entry.voucher)}</td>
                <td className={styles.remove}>
                  <Button icon="pi pi-times" text severity="danger" aria-label={`Remove ${nameOf(entry.voucher)}`} onClick={() => setDraft(withoutVoucher(draft, entry.voucher))} />
                </td>
              </tr>
            ))}
            <tr>
              <td data-label="Reward">{NO_REWARD}</td>
              <td data-label="Min level">-</td>
              <td data-label="Weight">
                <InputNumber
                  value={draft.noRewardWeight}
                  {...typed((value) => setDraft({ ...draft, noRewardWeight: value }))}
                  useGrouping={false}
                  inputClassName={styles.small}
                  aria-label="No reward weight"
                />
                <FieldError message={shown.noRewardWeight} />
              </td>
              <td data-label="Chance" aria-label="Chance of no reward">{chanceOf(null)}</td>
              <td />
            </tr>
          </tbody>
        </table>
        <small className={styles.muted}>{`Weights are whole numbers from 0 to ${MAX_PROPORTION}.`}</small>
        <div className={styles.addReward}>
          <Dropdown
            value={choice}
            options={choices}
            onChange={(event) => setChoice(event.value as string)}
            placeholder="Choose a reward"
            emptyMessage="No member reward to add"
            aria-label="Reward to add to the pool"
          />
          <Button
            label="Add to pool"
            icon="pi pi-plus"
            outlined
            disabled={choice === null}
            onClick={() => {
              if (choice !== null) setDraft(withVoucher(draft, choice));
              setChoice(null);
            }}
          />
        </div>
      </div>
    </Dialog>
  );
};
