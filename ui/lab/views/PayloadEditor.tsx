// Owns: the JSON editor for an event to send: the text (prefilled from the entry's samples),
// checked as it is typed, and Send, enabled only for a valid event the current state accepts.
import { Button } from "primereact/button";
import { InputTextarea } from "primereact/inputtextarea";
import { useId } from "react";
import type { EventObject } from "xstate";
import { parsePayload } from "../events/payloadJson";
import styles from "./panels.module.css";

export interface PayloadEditorProps {
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly accepts: (event: EventObject) => boolean;
  readonly busy: boolean;
  readonly onSend: (event: EventObject) => void;
}

export const PayloadEditor = ({ text, onChange, accepts, busy, onSend }: PayloadEditorProps) => {
  const id = useId();
  const check = parsePayload(text);
  const accepted = check.ok && accepts(check.event);
  return (
    <div className={styles.stack}>
      <label htmlFor={id} className={styles.subheading}>
        Event payload (JSON)
      </label>
      <InputTextarea
        id={id}
        className={styles.editor}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={6}
        spellCheck={false}
        invalid={!check.ok}
        aria-describedby={`${id}-check`}
      />
      <small id={`${id}-check`} className={check.ok ? styles.preview : styles.problem}>
        {check.ok ? (accepted ? `Sends ${check.event.type}` : `The current state does not take ${check.event.type} now`) : check.problem}
      </small>
      <div className={styles.row}>
        <Button type="button" size="small" icon="pi pi-send" label="Send payload" disabled={busy || !accepted} onClick={() => check.ok && onSend(check.event)} />
      </div>
    </div>
  );
};
