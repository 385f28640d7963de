// The tier editor (spec 2 §2, §5): a badge per tier (T1 the base), the selected tier's name, min
// level and min exp (the base's levels are fixed at 0), remove for a tier above the base, and
// Save, which writes the whole ladder (PUT /membership/tier) and says 'Tiers updated'. Selecting
// another badge first validates the current tier and stays on it while it has a message. Opened
// to add, the draft ends with a 'New' tier one level above the highest in use.
// Decisions where the spec is silent: the tier being edited is validated as the user types; Save
// is disabled while any tier has a message (a badge with one is marked) and never changes the
// tier selected; the ladder's count rule and server failures show in the dialog's red banner.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import type { Tier } from "../../../domain/loyalty/tierDecision";
import { NumberField } from "../../kit/forms/NumberField";
import { TextField } from "../../kit/forms/TextField";
import formStyles from "../../kit/forms/forms.module.css";
import { usePorts } from "../../ports/PortsProvider";
import { useProgrammeHandle } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import styles from "./tier.module.css";
import { canSaveLadder, invalidTiers, ladderMessage, selectTier, tierErrorsAt, tierSettingOf, withNewTier } from "./tierEditorForm";

export const TIERS_UPDATED = "Tiers updated";

export interface TierEditorOpening {
  readonly index: number;
  readonly adding: boolean;
}

interface EditorProps {
  readonly ladder: ReadonlyArray<Tier>;
  readonly opening: TierEditorOpening;
  readonly onClose: (selected: number) => void;
}

const EditorBody = ({ ladder, opening, onClose }: EditorProps) => {
  const { loyalty } = usePorts();
  const { businessId } = useProgrammeHandle();
  const [draft, setDraft] = useState<ReadonlyArray<Tier>>(opening.adding ? withNewTier(ladder) : ladder);
  const [selected, setSelected] = useState(opening.adding ? ladder.length : opening.index);
  const save = useSectionSave<ReadonlyArray<Tier>>(
    (values, rev) => loyalty.replaceTiers({ businessId, rev, change: tierSettingOf(values) }),
    () => TIERS_UPDATED,
    () => onClose(Math.min(selected, draft.length - 1)),
  );
  const tier = draft[selected];
  const errors = tierErrorsAt(draft, selected);
  const invalid = invalidTiers(draft);
  const valid = canSaveLadder(draft);
  const banner = ladderMessage(draft);
  const edit = (change: Partial<Tier>) => setDraft(draft.map((item, index) => (index === selected ? { ...item, ...change } : item)));
  const remove = () => {
    setDraft(draft.filter((_, index) => index !== selected));
    setSelected(Math.max(0, selected - 1));
  };
  const submit = () => {
    if (valid) save.save(draft);
  };
  const message = banner ?? save.failure;
  return (
    <Dialog
      header="Edit tiers"
      visible
      onHide={() => onClose(opening.index)}
      style={{ width: "36rem", maxWidth: "95vw" }}
      footer={
        <>
          <Button label="Cancel" text onClick={() => onClose(opening.index)} />
          <Button label="Save" icon="pi pi-check" disabled={!save.canSave || !valid} loading={save.saving} onClick={submit} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SaveFailure message={message} reloadable={banner === null} />
        <div className={styles.badges} role="group" aria-label="Tier badges">
          {draft.map((item, index) => (
            <Button
              key={index}
              label={`T${index + 1} ${item.name}`}
              size="small"
              severity={invalid[index] === true ? "danger" : undefined}
              outlined={index !== selected}
              aria-pressed={index === selected}
              aria-invalid={invalid[index] === true}
              onClick={() => setSelected(selectTier(draft, selected, index))}
            />
          ))}
        </div>
        {tier === undefined ? null : (
          <div className={formStyles.grid}>
            <TextField label="Tier name" value={tier.name} error={errors.name} onChange={(name) => edit({ name })} />
            <NumberField live label="Min level" value={tier.minLevel} error={errors.minLevel} disabled={selected === 0} onChange={(minLevel) => edit({ minLevel })} />
            <NumberField live label="Min exp" value={tier.minExp} error={errors.minExp} disabled={selected === 0} onChange={(minExp) => edit({ minExp })} />
          </div>
        )}
        {selected === 0 ? null : (
          <div>
            <Button label="Remove tier" icon="pi pi-trash" severity="danger" text onClick={remove} />
          </div>
        )}
      </div>
    </Dialog>
  );
};

export interface TierEditorProps {
  readonly ladder: ReadonlyArray<Tier>;
  readonly opening: TierEditorOpening | null;
  readonly onClose: (selected: number) => void;
}

export const TierEditor = ({ ladder, opening, onClose }: TierEditorProps) =>
  opening === null ? null : <EditorBody ladder={ladder} opening={opening} onClose={onClose} />;
