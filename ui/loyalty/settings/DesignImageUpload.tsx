// Owns: one upload of the member card background (spec 2 §2 Settings "image upload; the
// recommended image is 950 x 600 px"; §7 design image): the picked file goes to the port's
// `uploadDesignImage` as a run of the submission machine; its answer (the stored image's
// address) goes to the design, shown on the card before Save; a failure shows the server's
// message under the button ('Invalid file').
// Mount it once per upload (a machine that uploaded is done).
// Decision where the spec is silent: only PNG, JPEG and WebP files can be picked (the image
// kinds the design rule accepts).
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type Created, type SubmitInput, submissionMachine } from "../../../machines/business/submission.machine";
import type { DesignImageFile } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import styles from "./settings.module.css";

type Uploaded = Created & { readonly url: string };

const ACCEPTED = "image/png,image/jpeg,image/webp";

const imageFile = (file: File): DesignImageFile => ({ contentType: file.type, bytes: file });

export const DesignImageUpload = ({ businessId, onUploaded }: { readonly businessId: string; readonly onUploaded: (url: string) => void }) => {
  const { loyalty } = usePorts();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          submit: fromPromise<Created, SubmitInput>(async ({ input: { values } }) => {
            const url = await loyalty.uploadDesignImage(businessId, imageFile(values as File));
            return { id: businessId, url } satisfies Uploaded;
          }),
        },
        actions: {
          notifyCreated: (_, created) => latest.current((created as Uploaded).url),
          notifyFailed: (_, { message }) => setProblem(message),
        },
      }),
    [loyalty, businessId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        data-testid="design-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file === undefined) return;
          setProblem(null);
          send({ type: "form.submit", values: file });
        }}
      />
      <Button
        type="button"
        label="Upload image"
        icon="pi pi-upload"
        outlined
        size="small"
        loading={snapshot.matches("submitting")}
        disabled={!snapshot.can({ type: "form.submit", values: null })}
        onClick={() => input.current?.click()}
      />
      <small className={styles.hint}>Recommended size 950 x 600 px</small>
      {problem === null ? null : (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
};
