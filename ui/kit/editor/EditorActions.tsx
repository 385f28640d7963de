// The buttons under a document form: Reload (fetch the latest version, dropping unsaved edits)
// and Save (a submit button), with the conflict notice beside them. Both follow the editor
// machine: Save is off while saving and after a conflict, Reload while loading or saving.
import { Button } from "primereact/button";
import styles from "../forms/forms.module.css";
import { ConflictNotice } from "./ConflictNotice";
import type { DocumentEditor } from "./useDocumentEditor";

export interface EditorActionsProps {
  readonly editor: Pick<DocumentEditor<never, never>, "phase" | "canSave" | "canReload" | "reload">;
  readonly saveLabel?: string;
}

export const EditorActions = ({ editor, saveLabel = "Save" }: EditorActionsProps) => (
  <div className={styles.actions}>
    <ConflictNotice phase={editor.phase} />
    <Button type="button" label="Reload" icon="pi pi-refresh" outlined disabled={!editor.canReload} onClick={editor.reload} />
    <Button type="submit" label={saveLabel} icon="pi pi-check" disabled={!editor.canSave} loading={editor.phase === "saving"} />
  </div>
);
