// The title dialog (spec 2 §2, §5, §8): the name ('Name is required', trimmed), the internal-only
// toggle and the icon picker; Save writes the whole titles list (PUT /membership/titles) and says
// 'New title {name} created' or 'Title {name} updated' (' to {new name}' when renamed). A refusal
// stays in the dialog's red banner, with Reload for a list that moved (409).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { type Title, TitleInput } from "../../../domain/loyalty/programme/titles";
import { SwitchField } from "../../kit/forms/SwitchField";
import { TextField } from "../../kit/forms/TextField";
import { fieldErrorsOf } from "../../kit/forms/schemaErrors";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import { titlesWith } from "./benefitList";
import { titleCreated, titleUpdated } from "./benefitPageNotices";
import styles from "./benefits.module.css";
import { IconPicker } from "./IconPicker";
import { NEW_TITLE_ICON } from "./titleIcons";

export interface TitleDialogProps {
  /** The title edited; null adds one. */
  readonly title: Title | null;
  readonly onClose: () => void;
}

export const TitleDialog = ({ title, onClose }: TitleDialogProps) => {
  const { loyalty } = usePorts();
  const { businessId, programme } = useProgramme();
  const [values, setValues] = useState<TitleInput>(() =>
    title === null ? { name: "", icon: NEW_TITLE_ICON, internal: false } : { id: title.id, name: title.name, icon: title.icon, image: title.image, internal: title.internal },
  );
  const [submitted, setSubmitted] = useState(false);
  const save = useSectionSave<TitleInput>(
    (change, rev) => loyalty.replaceTitles({ businessId, rev, change: titlesWith(programme.titles, change) }),
    (change) => (title === null ? titleCreated(change.name) : titleUpdated(title.name, change.name)),
    onClose,
  );
  const errors = submitted ? fieldErrorsOf(TitleInput, values) : {};
  const submit = () => {
    setSubmitted(true);
    const trimmed = { ...values, name: values.name.trim() };
    if (Object.keys(fieldErrorsOf(TitleInput, trimmed)).length === 0) save.save(trimmed);
  };
  return (
    <Dialog
      header={title === null ? "New title" : "Edit title"}
      visible
      onHide={onClose}
      className={styles.titleDialog}
      draggable={false}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} />
          <Button label="Save" icon="pi pi-check" disabled={!save.canSave} loading={save.saving} onClick={submit} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        <SaveFailure message={save.failure} reloadable />
        <TextField label="Name" value={values.name} error={errors.name} onChange={(name) => setValues({ ...values, name })} />
        <SwitchField label="Internal only" checked={values.internal ?? false} onChange={(internal) => setValues({ ...values, internal })} />
        <IconPicker value={values.icon} onChange={(icon) => setValues({ ...values, icon })} />
      </div>
    </Dialog>
  );
};
