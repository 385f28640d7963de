// The confirmation dialog of spec 1 §2: titled 'Confirmation', the question, a Cancel button and
// a red confirm button whose label the caller picks ('Delete' or 'Confirm', the spec's two).
// Controlled: the caller shows it and hears the answer; `useConfirmation` (ConfirmationProvider)
// wraps it in a promise for screens that prefer `if (await confirm(...))`.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";

export interface ConfirmationProps {
  readonly visible: boolean;
  readonly message: string;
  /** What the question concerns, under it (the menu's delete lists what blocks it). */
  readonly details?: ReactNode;
  readonly confirmLabel?: "Delete" | "Confirm";
  /** While the confirmed action runs: the confirm button spins and both buttons wait. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export const ConfirmationDialog = ({ visible, message, details, confirmLabel = "Confirm", busy = false, onConfirm, onCancel }: ConfirmationProps) => (
  <Dialog
    header="Confirmation"
    visible={visible}
    onHide={onCancel}
    closable={!busy}
    modal
    draggable={false}
    style={{ width: "min(28rem, 92vw)" }}
    footer={
      <>
        <Button label="Cancel" text onClick={onCancel} disabled={busy} />
        <Button label={confirmLabel} severity="danger" onClick={onConfirm} loading={busy} autoFocus />
      </>
    }
  >
    <p style={{ margin: 0, lineHeight: 1.5 }}>{message}</p>
    {details}
  </Dialog>
);
