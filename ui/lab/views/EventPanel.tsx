// Owns: the buttons for the events the current state accepts, one per sample payload, each
// enabled by `snapshot.can(event)`; a pencil loads the event into the payload editor.
import { Button } from "primereact/button";
import type { EventObject } from "xstate";
import { type EventChoice, payloadPreview } from "../events/acceptedEvents";
import styles from "./panels.module.css";

/** Long enough for any sample; the row cuts what does not fit, and the full text is its title. */
const PREVIEW_MAX = 200;

export interface EventPanelProps {
  readonly choices: ReadonlyArray<EventChoice>;
  readonly busy: boolean;
  readonly onSend: (event: EventObject) => void;
  readonly onEdit: (event: EventObject) => void;
}

export const EventPanel = ({ choices, busy, onSend, onEdit }: EventPanelProps) => {
  if (choices.length === 0) return <p className={styles.muted}>No event is accepted in this state.</p>;
  return (
    <ul className={styles.list} aria-label="Accepted events">
      {choices.map((choice, index) => {
        const preview = payloadPreview(choice.event, PREVIEW_MAX);
        const name = preview === "" ? choice.event.type : `${choice.event.type} (${preview})`;
        return (
          <li key={`${choice.event.type}-${index}`} className={styles.eventRow}>
            <Button type="button" size="small" label={choice.event.type} aria-label={name} disabled={busy || !choice.enabled} onClick={() => onSend(choice.event)} />
            <span className={styles.eventPreview} title={preview}>
              {preview}
            </span>
            <Button type="button" size="small" text rounded icon="pi pi-pencil" aria-label={`Edit ${name}`} onClick={() => onEdit(choice.event)} />
          </li>
        );
      })}
    </ul>
  );
};
