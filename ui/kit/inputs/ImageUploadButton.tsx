// Owns: one image upload as a person does it (the member card background, spec 2 §2; a menu
// product's thumbnail, spec 4 §3): a button opens the file picker (PNG, JPEG or WebP only, the
// kinds the server's image rule accepts), the picked file goes to `upload` as a run of the
// submission machine, its answer (the stored image's address) goes to `onUploaded`, and a
// failure shows the server's message under the button ('Invalid file').
// Mount it once per upload (a machine that uploaded is done).
import { useMachine } from "@xstate/react";
import { Button } from "primereact/button";
import { useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type Created, type SubmitInput, submissionMachine } from "../../../machines/business/submission.machine";
import styles from "./imageUpload.module.css";

type Uploaded = Created & { readonly url: string };

export const ACCEPTED_IMAGES = "image/png,image/jpeg,image/webp";

export interface ImageUploadButtonProps {
  readonly label: string;
  /** What a good image is (a size, a ratio), under the button. */
  readonly hint: string;
  /** Stores the picked image; answers its address. */
  readonly upload: (file: File) => Promise<string>;
  readonly onUploaded: (url: string) => void;
  /** The file input's test handle. */
  readonly testId: string;
}

export const ImageUploadButton = ({ label, hint, upload, onUploaded, testId }: ImageUploadButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          submit: fromPromise<Created, SubmitInput>(async ({ input: { values } }) => {
            const url = await latest.current.upload(values as File);
            return { id: url, url } satisfies Uploaded;
          }),
        },
        actions: {
          notifyCreated: (_, created) => latest.current.onUploaded((created as Uploaded).url),
          notifyFailed: (_, { message }) => setProblem(message),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGES}
        hidden
        data-testid={testId}
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
        label={label}
        icon="pi pi-upload"
        outlined
        size="small"
        loading={snapshot.matches("submitting")}
        disabled={!snapshot.can({ type: "form.submit", values: null })}
        onClick={() => input.current?.click()}
      />
      <small className={styles.hint}>{hint}</small>
      {problem === null ? null : (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
};
