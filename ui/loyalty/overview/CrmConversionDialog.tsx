// The 'CRM v2 conversion' dialog (spec 2 §1): what the conversion means, a field for the
// confirmation text ('Invalid text' when it differs), then the migration request. Success shows
// the server's notice in green ('Migration request submitted'); a failure shows the server's message in the dialog's red banner
// (spec 2 §8 "Form errors show in a red banner in the dialog").
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import { TextField } from "../../kit/forms/TextField";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { CRM_CONFIRMATION_TEXT, CRM_CONVERSION_NOTES, checkConfirmation } from "./crmConversion";

export interface CrmConversionDialogProps {
  readonly businessId: string;
  readonly visible: boolean;
  readonly onClose: () => void;
}

export const CrmConversionDialog = ({ businessId, visible, onClose }: CrmConversionDialogProps) => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setTyped("");
    setFieldError(undefined);
    setFailure(null);
    onClose();
  };
  const convert = async () => {
    const problem = checkConfirmation(typed);
    setFieldError(problem ?? undefined);
    if (problem !== null) return;
    setSending(true);
    try {
      toast.success(await loyalty.convertToCrmV2(businessId));
      close();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      header="CRM v2 conversion"
      visible={visible}
      onHide={close}
      style={{ width: "32rem", maxWidth: "95vw" }}
      footer={
        <>
          <Button label="Cancel" text onClick={close} />
          <Button label="Convert" severity="danger" loading={sending} onClick={() => void convert()} />
        </>
      }
    >
      {failure === null ? null : <Message severity="error" text={failure} />}
      <ul>
        {CRM_CONVERSION_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <TextField
        label={`Type ${CRM_CONFIRMATION_TEXT} to confirm`}
        value={typed}
        error={fieldError}
        onChange={(text) => {
          setTyped(text);
          setFieldError(undefined);
        }}
      />
    </Dialog>
  );
};
