// The update question of spec 3 §4, asked before an edited voucher is saved: 'Update future
// only' keeps claims already made on their terms, 'Update all' moves them too (updateClaim).
// Closing the dialog goes back to the wizard.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";

export const UPDATE_QUESTION = "This will change all future vouchers. Would you like to update previous claimed vouchers ?";

export interface UpdateScopeDialogProps {
  readonly visible: boolean;
  readonly onFutureOnly: () => void;
  readonly onAll: () => void;
  readonly onCancel: () => void;
}

export const UpdateScopeDialog = ({ visible, onFutureOnly, onAll, onCancel }: UpdateScopeDialogProps) => (
  <Dialog
    header="Confirmation"
    visible={visible}
    onHide={onCancel}
    modal
    draggable={false}
    style={{ width: "min(30rem, 92vw)" }}
    footer={
      <>
        <Button label="Update future only" outlined onClick={onFutureOnly} />
        <Button label="Update all" onClick={onAll} autoFocus />
      </>
    }
  >
    <p style={{ margin: 0, lineHeight: 1.5 }}>{UPDATE_QUESTION}</p>
  </Dialog>
);
