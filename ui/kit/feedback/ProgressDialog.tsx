// The global progress dialog (spec 1 §2): a modal spinner with a message and, when the work can
// be stopped, a 'Cancel' link. It has no close icon: it goes away when the work ends.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { ProgressSpinner } from "primereact/progressspinner";

export interface ProgressDialogProps {
  readonly visible: boolean;
  readonly message: string;
  readonly onCancel?: (() => void) | undefined;
}

export const ProgressDialog = ({ visible, message, onCancel }: ProgressDialogProps) => (
  <Dialog
    visible={visible}
    onHide={() => onCancel?.()}
    modal
    closable={false}
    showHeader={false}
    draggable={false}
    resizable={false}
    style={{ width: "min(20rem, 90vw)" }}
    contentStyle={{ display: "flex", flexDirection: "column", alignItems: "center", gap: "1rem", padding: "1.5rem" }}
    aria-label={message}
  >
    <ProgressSpinner style={{ width: "3rem", height: "3rem" }} strokeWidth="4" aria-hidden="true" />
    <span role="status">{message}</span>
    {onCancel === undefined ? null : <Button label="Cancel" link onClick={onCancel} />}
  </Dialog>
);
