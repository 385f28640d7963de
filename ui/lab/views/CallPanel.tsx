// Owns: the calls the run is waiting on (an invoked actor held open), each with the ways to
// answer it: the catalogue's mock (as a healthy server would), or one of the entry's sample
// results, failures included.
import { Button } from "primereact/button";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { payloadPreview } from "../events/acceptedEvents";
import { answerCaption, sampleAnswers } from "../events/sampleAnswers";
import { type AnswerSource, outcomeOfEvent } from "../run/labOperation";
import { mockAnswer } from "../run/mockAnswer";
import type { CallOutcome, PendingCall } from "../run/pendingCalls";
import styles from "./panels.module.css";

export interface CallPanelProps {
  readonly entry: CatalogueEntry;
  readonly calls: ReadonlyArray<PendingCall>;
  readonly busy: boolean;
  readonly onAnswer: (callId: string, outcome: CallOutcome, by: AnswerSource) => void;
}

export const CallPanel = ({ entry, calls, busy, onAnswer }: CallPanelProps) =>
  calls.length === 0 ? null : (
    <div className={styles.stack}>
      <h4 className={styles.subheading}>Waiting calls</h4>
      {calls.map((call) => (
        <div key={call.id} className={styles.stack} aria-label={`Call ${call.src}`} role="group">
          <span className={styles.code}>
            {call.src}({JSON.stringify(call.input) ?? ""})
          </span>
          <div className={styles.row}>
            <Button
              type="button"
              size="small"
              outlined
              icon="pi pi-server"
              label="Mock answer"
              disabled={busy}
              onClick={() => void mockAnswer(entry, call).then((outcome) => onAnswer(call.id, outcome, "mock"))}
            />
            {sampleAnswers(entry, call.id).map((event, index) => (
              <Button
                key={`${event.type}-${index}`}
                type="button"
                size="small"
                outlined
                severity={event.type.startsWith("xstate.error.") ? "danger" : "success"}
                label={answerCaption(event)}
                tooltip={payloadPreview(event, 120)}
                disabled={busy}
                onClick={() => onAnswer(call.id, outcomeOfEvent(event), "sample")}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
