// A loyalty dialog's red banner (spec 2 §8 "Form errors show in a red banner in the dialog"): the
// message, and a 'Reload' that reads the programme again, for a write refused because the
// programme moved since it was read (409) or any failure the user wants to start over from.
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useProgrammeHandle } from "./ProgrammeContext";

export const SaveFailure = ({ message, reloadable = false }: { readonly message: string | null; readonly reloadable?: boolean }) => {
  const { reload } = useProgrammeHandle();
  if (message === null) return null;
  return (
    <Message
      severity="error"
      content={
        <span>
          {message}
          {reloadable ? <Button label="Reload" icon="pi pi-refresh" link size="small" onClick={reload} /> : null}
        </span>
      }
    />
  );
};
