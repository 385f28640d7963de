// The restaurant tags page's dialog: a new tag's name, a tag's new name, or the restaurants a tag
// is on (a searchable multi-select over every restaurant the user sees). The name is checked
// with the server's Schema (domain/business/restaurantTag.ts) before it is sent; Save runs the
// submission machine (green toast, then the page reloads its tags; a refusal in a red toast).
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { MultiSelect } from "primereact/multiselect";
import { useId, useState } from "react";
import { NewTagInput } from "../../../domain/business/restaurantTag";
import { useSubmission } from "../../kit/editor/useSubmission";
import { TextField } from "../../kit/forms/TextField";
import { fieldErrorsOf } from "../../kit/forms/schemaErrors";
import type { ProviderRestaurant, RestaurantTag } from "../../ports/adminPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "../admin.module.css";

export type TagDialogMode =
  | { readonly kind: "create" }
  | { readonly kind: "rename"; readonly tag: RestaurantTag }
  | { readonly kind: "restaurants"; readonly tag: RestaurantTag };

interface TagDialogProps {
  readonly mode: TagDialogMode;
  readonly restaurants: ReadonlyArray<ProviderRestaurant>;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const titleOf = (mode: TagDialogMode): string => {
  switch (mode.kind) {
    case "create": return "New tag";
    case "rename": return `Rename ${mode.tag.name}`;
    case "restaurants": return `Restaurants tagged ${mode.tag.name}`;
    default: {
      const unknown: never = mode;
      return unknown;
    }
  }
};

export const TagDialog = ({ mode, restaurants, onClose, onSaved }: TagDialogProps) => {
  const { admin } = usePorts();
  const selectId = useId();
  const [name, setName] = useState(mode.kind === "create" ? "" : mode.tag.name);
  const [chosen, setChosen] = useState<ReadonlyArray<string>>(mode.kind === "restaurants" ? mode.tag.restaurantIds : []);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const submission = useSubmission(
    async (): Promise<RestaurantTag> => {
      switch (mode.kind) {
        case "create": return admin.createTag(name.trim());
        case "rename": return admin.renameTag({ id: mode.tag.id, name: name.trim(), rev: mode.tag._rev });
        case "restaurants": return admin.tagRestaurants({ id: mode.tag.id, restaurantIds: chosen, rev: mode.tag._rev });
        default: {
          const unknown: never = mode;
          return unknown;
        }
      }
    },
    onSaved,
  );
  const save = () => {
    if (mode.kind !== "restaurants") {
      const error = fieldErrorsOf(NewTagInput, { name }).name;
      setNameError(error);
      if (error !== undefined) return;
    }
    submission.submit(null);
  };
  return (
    <Dialog
      header={titleOf(mode)}
      visible
      modal
      draggable={false}
      onHide={onClose}
      style={{ width: "min(34rem, 94vw)" }}
      footer={
        <>
          <Button label="Cancel" text onClick={onClose} disabled={submission.submitting} />
          <Button label="Save" onClick={save} disabled={!submission.canSubmit} loading={submission.submitting} />
        </>
      }
    >
      <div className={styles.dialogBody}>
        {mode.kind === "restaurants" ? (
          <>
            <label htmlFor={selectId}>Restaurants</label>
            <MultiSelect
              inputId={selectId}
              value={[...chosen]}
              options={restaurants.map((r) => ({ label: `${r.name} (${r.businessName ?? r.businessId})`, value: r.id }))}
              onChange={(event) => setChosen(event.value as string[])}
              filter
              display="chip"
              placeholder="Choose restaurants"
              className={styles.multi}
            />
          </>
        ) : (
          <TextField label="Name" value={name} onChange={setName} error={nameError} />
        )}
      </div>
    </Dialog>
  );
};
