// The category dialog of the member store (spec 2 §2 "Category dialog: create, update, delete"):
// the category's name ('Name is required', the domain's category Schema), Create or Update,
// which writes the whole category list with the revision read ('Store updated'); Delete, when
// editing, asks 'Are you sure to delete {name} ?' and takes the category's bundles with it
// (spec 2 §4). A refused write stays in the red banner with a Reload.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { CategoryInput } from "../../../domain/loyalty/programme/storeBundles";
import { TextField } from "../../kit/forms/TextField";
import { fieldErrorsOf } from "../../kit/forms/schemaErrors";
import { useProgramme } from "../entry/ProgrammeContext";
import { SaveFailure } from "../entry/SaveFailure";
import { useSectionSave } from "../entry/useSectionSave";
import type { CategoriesWrite } from "./storeCategories";
import { STORE_UPDATED } from "./storeNotices";
import type { ConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import styles from "./store.module.css";

export interface CategoryOpening {
  /** null: a new category. */
  readonly index: number | null;
}

interface CategoryDialogProps {
  readonly opening: CategoryOpening;
  readonly list: ReadonlyArray<CategoryInput>;
  readonly write: CategoriesWrite;
  readonly change: (name: string) => ReadonlyArray<CategoryInput>;
  readonly deletion: ConfirmedDeletion;
  readonly onClose: () => void;
}

export const CategoryDialog = ({ opening, list, write, change, deletion, onClose }: CategoryDialogProps) => {
  const { programme } = useProgramme();
  const current = opening.index === null ? undefined : list[opening.index];
  const [name, setName] = useState(current?.name ?? "");
  const [error, setError] = useState<string | undefined>(undefined);
  const save = useSectionSave<ReadonlyArray<CategoryInput>>(write, () => STORE_UPDATED, onClose);
  const submit = () => {
    const problem = fieldErrorsOf(CategoryInput, { name }).name;
    setError(problem);
    if (problem === undefined) save.save(change(name.trim()));
  };
  const stored = opening.index === null ? undefined : programme.store.categories[opening.index];
  return (
    <Dialog
      header={current === undefined ? "New category" : "Update category"}
      visible
      onHide={onClose}
      style={{ width: "min(28rem, 95vw)" }}
      footer={
        <div className={styles.footer}>
          {stored === undefined ? null : (
            <Button
              label="Delete"
              icon="pi pi-trash"
              severity="danger"
              text
              onClick={() => {
                onClose();
                deletion.request({ id: stored.id, name: stored.name });
              }}
            />
          )}
          <span className={styles.spacer} />
          <Button label="Cancel" text onClick={onClose} />
          <Button label={current === undefined ? "Create" : "Update"} icon="pi pi-check" disabled={!save.canSave} loading={save.saving} onClick={submit} />
        </div>
      }
    >
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SaveFailure message={save.failure} reloadable />
        <TextField label="Name" value={name} error={error} onChange={setName} />
      </form>
    </Dialog>
  );
};
