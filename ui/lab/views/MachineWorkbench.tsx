// Owns: the Lab for one catalogue entry: its run's controls, its diagram with the current states,
// the accepted events with the payload editor and the waiting calls, the context, the transition
// log with time travel, and Play path. Every control goes through the LabSession (or the path
// walker); this view only wires them together.
// Decision: the payload editor follows the current state (its default sample) until the user
// types or loads a sample with a pencil; sending from the editor hands it back to the state.
import { Panel } from "primereact/panel";
import { Message } from "primereact/message";
import { useState } from "react";
import type { EventObject } from "xstate";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { editorDefault, eventChoices } from "../events/acceptedEvents";
import { payloadText } from "../events/payloadJson";
import { activeStateIds } from "../inspect/activeStates";
import { stateValueText } from "../inspect/stateValueText";
import type { LabInspect } from "../run/labRun";
import { currentFrame } from "../run/labSession";
import { CallPanel } from "./CallPanel";
import { ContextView } from "./ContextView";
import { EventPanel } from "./EventPanel";
import styles from "./lab.module.css";
import { PathPanel } from "./PathPanel";
import { PayloadEditor } from "./PayloadEditor";
import { RunToolbar } from "./RunToolbar";
import { StatechartDiagram } from "./StatechartDiagram";
import { TransitionLog } from "./TransitionLog";
import { useLab } from "./useLab";

export interface MachineWorkbenchProps {
  readonly entry: CatalogueEntry;
  /** Where the runs' inspection events go, when the inspector bridge is connected. */
  readonly inspect?: LabInspect | undefined;
}

export const MachineWorkbench = ({ entry, inspect }: MachineWorkbenchProps) => {
  const { session, state, walker, walk } = useLab(entry, inspect);
  const [customPayload, setCustomPayload] = useState<string | null>(null);
  const frame = currentFrame(state);
  const { snapshot } = frame;
  const choices = eventChoices(entry, snapshot);
  const payload = customPayload ?? payloadText(editorDefault(choices, entry));
  const busy = state.busy || (walk?.busy ?? false);
  const send = (event: EventObject) => void session.perform({ kind: "send", event });
  const current = stateValueText(snapshot.value);
  return (
    <section className={styles.workbench} aria-label={`${entry.title} machine`}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{entry.title}</h2>
        <span>
          State{" "}
          <output className={styles.current} aria-label="Current state">
            {current}
          </output>
          {snapshot.status === "active" ? null : ` (${snapshot.status})`}
        </span>
      </div>
      <p className={styles.lead}>{entry.description}</p>
      <RunToolbar
        frame={frame}
        busy={busy}
        autoAnswer={state.autoAnswer}
        onReset={() => void session.reset()}
        onAdvance={(ms) => void session.perform({ kind: "advance", ms })}
        onAutoAnswer={(on) => session.setAutoAnswer(on)}
      />
      {state.problem === null ? null : <Message severity="error" text={state.problem} />}
      <StatechartDiagram machine={entry.machine} activeIds={activeStateIds(entry.machine, snapshot)} label={`Statechart of ${entry.title}, in ${current}`} />
      <div className={styles.panels}>
        <Panel header="Events">
          <div className={styles.workbench}>
            <EventPanel choices={choices} busy={busy} onSend={send} onEdit={(event) => setCustomPayload(payloadText(event))} />
            <CallPanel
              entry={entry}
              calls={frame.calls}
              busy={busy}
              onAnswer={(callId, outcome, by) => void session.perform({ kind: "answer", callId, outcome, by })}
            />
            <PayloadEditor
              text={payload}
              onChange={setCustomPayload}
              accepts={(event) => snapshot.status === "active" && snapshot.can(event)}
              busy={busy}
              onSend={(event) => {
                setCustomPayload(null);
                send(event);
              }}
            />
          </div>
        </Panel>
        <Panel header="Context">
          <ContextView context={snapshot.context} />
        </Panel>
        <Panel header="Transition log">
          <TransitionLog state={state} onTravel={(index) => void session.travelTo(index)} />
        </Panel>
        <Panel header="Play path">
          <PathPanel machine={entry.machine} walker={walker} walk={walk} session={state} />
        </Panel>
      </div>
    </section>
  );
};
