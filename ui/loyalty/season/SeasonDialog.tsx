// The season (level cycle) dialog (spec 2 §2, §4): a Season switch (on: months 3, 6, 9, 12 and no
// rules; off: cleared), the 'Every 1st of Months' checklist, the rules table (min level, min exp,
// level expression, exp expression; a row's Edit opens the level rule editor, Remove drops it;
// 'Add rule'), a preview of who moves where at the next reset, and Save (PUT
// /membership/level-cycle, 'Season updated'). Failures show in the dialog's red banner.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { InputSwitch } from "primereact/inputswitch";
import { useState } from "react";
import { type LevelCycle, type LevelRule, isSeasonEnabled, seasonToggled } from "../../../domain/loyalty/levelReset";
import type { LevelCount } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { LevelRuleEditor } from "./LevelRuleEditor";
import { NEW_RULE } from "./levelRuleForm";
import { MONTH_NAMES, SEASON_UPDATED, SELECT_A_MONTH, seasonPreview, withMonth, withRule, withoutRule } from "./seasonForm";
import styles from "./season.module.css";
import stackedStyles from "../../kit/stackedTable.module.css";

type RuleRow = LevelRule & { readonly index: number };

export interface SeasonDialogProps {
  readonly levels: ReadonlyArray<LevelCount>;
  readonly onClose: () => void;
}

export const SeasonDialog = ({ levels, onClose }: SeasonDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const [enabled, setEnabled] = useState(isSeasonEnabled(programme.levelCycle));
  const [cycle, setCycle] = useState<LevelCycle>(programme.levelCycle);
  const [editing, setEditing] = useState<{ readonly index: number | null; readonly rule: LevelRule } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSectionSave<LevelCycle>((change, rev) => loyalty.replaceLevelCycle({ businessId, rev, change }), () => SEASON_UPDATED, onClose);
  const preview = seasonPreview(levels, cycle.rules, programme);
  const submit = () => {
    const problem = enabled && cycle.month.length === 0 ? SELECT_A_MONTH : null;
    setBanner(problem);
    if (problem === null) save.save(cycle);
  };
  const message = banner ?? save.failure;
  return (
    <Dialog
      header="Season"
      visible
      onHide={onClose}
      style={{ width: "44rem", maxWidth: "95vw" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Save" icon="pi pi-check" disabled={!save.canSave} loading={save.saving} onClick={submit} />
        </>
      }
    >
      <div className={styles.body}>
        <SaveFailure message={message} reloadable={banner === null} />
        <label className={styles.toggle}>
          <InputSwitch
            checked={enabled}
            onChange={(event) => {
              setEnabled(event.value === true);
              setCycle(seasonToggled(event.value === true));
            }}
            aria-label="Season"
          />
          <span>Season</span>
        </label>
        {enabled ? (
          <>
            <fieldset className={styles.months}>
              <legend>Every 1st of Months</legend>
              {MONTH_NAMES.map((name, index) => (
                <label key={name} className={styles.month}>
                  <Checkbox checked={cycle.month.includes(index + 1)} onChange={(event) => setCycle(withMonth(cycle, index + 1, event.checked === true))} aria-label={name} />
                  <span>{name}</span>
                </label>
              ))}
            </fieldset>
            <div className={styles.rulesHeader}>
              <h3 className={styles.title}>Rules</h3>
              <Button label="Add rule" icon="pi pi-plus" outlined size="small" onClick={() => setEditing({ index: null, rule: NEW_RULE })} />
            </div>
            <DataTable
              value={cycle.rules.map((rule, index): RuleRow => ({ ...rule, index }))}
              dataKey="index"
              size="small"
              emptyMessage="No data"
              responsiveLayout="stack"
              className={stackedStyles.stacked}
              pt={{ table: { "aria-label": "Rules" } }}
            >
              <Column field="minLevel" header="Min level" />
              <Column field="minExp" header="Min exp" />
              <Column field="levelExpression" header="Level expression" />
              <Column field="expExpression" header="Exp expression" />
              <Column
                header="Action"
                body={(row: RuleRow) => (
                  <span className={styles.actions}>
                    <Button icon="pi pi-pencil" text aria-label={`Edit rule ${row.index + 1}`} onClick={() => setEditing({ index: row.index, rule: row })} />
                    <Button icon="pi pi-trash" text severity="danger" aria-label={`Remove rule ${row.index + 1}`} onClick={() => setCycle(withoutRule(cycle, row.index))} />
                  </span>
                )}
              />
            </DataTable>
            <h3 className={styles.title}>Who moves where</h3>
            {preview.length === 0 ? (
              <p className={styles.muted}>No member changes level at the next reset.</p>
            ) : (
              <ul className={styles.preview} aria-label="Who moves where">
                {preview.map((row) => (
                  <li key={row.from}>{`Level ${row.from} (${row.memberCount} ${row.memberCount === 1 ? "member" : "members"}) → ${row.to}`}</li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
      {editing === null ? null : (
        <LevelRuleEditor
          rule={editing.rule}
          onCancel={() => setEditing(null)}
          onDone={(rule) => {
            setCycle(withRule(cycle, editing.index, rule));
            setEditing(null);
          }}
        />
      )}
    </Dialog>
  );
};
