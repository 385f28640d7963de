// Owns: "Play path": choose a state, compute the shortest path to it from the sample input, then
// walk it step by step (or to the end, pausing between steps so the diagram can be followed).
// The path's steps are listed with the next one marked; a step that differs from the prediction
// stops the walk with the reason.
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { Message } from "primereact/message";
import { useState } from "react";
import type { AnyStateMachine } from "xstate";
import { eventLabel } from "../diagram/transitionLabel";
import { payloadPreview } from "../events/acceptedEvents";
import { pathTargets } from "../path/pathWalk";
import { type PathWalker, type WalkState, isFinished, isInterrupted } from "../path/pathWalker";
import type { LabState } from "../run/labSession";
import styles from "./panels.module.css";

const STEP_PAUSE_MS = 400;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, STEP_PAUSE_MS));

export interface PathPanelProps {
  readonly machine: AnyStateMachine;
  readonly walker: PathWalker;
  readonly walk: WalkState | null;
  readonly session: LabState;
}

const WalkSteps = ({ walk }: { readonly walk: WalkState }) => (
  <ol className={styles.list} aria-label="Path steps">
    {walk.steps.map((step, index) => {
      const preview = step.event.type.startsWith("xstate.") ? "" : payloadPreview(step.event, 32);
      const text = index === 0 ? "start" : `${eventLabel(step.event.type)}${preview === "" ? "" : ` (${preview})`}`;
      const className = index < walk.position ? styles.pathDone : index === walk.position ? styles.pathNext : "";
      return (
        <li key={index} className={`${styles.pathStep} ${className}`} aria-current={index === walk.position ? "step" : undefined}>
          {index < walk.position ? "✓ " : ""}
          {text}
        </li>
      );
    })}
  </ol>
);

export const PathPanel = ({ machine, walker, walk, session }: PathPanelProps) => {
  const targets = pathTargets(machine);
  const [targetId, setTargetId] = useState(targets[0]?.id ?? "");
  const busy = session.busy || (walk?.busy ?? false);
  const finished = walk !== null && isFinished(walk);
  const interrupted = walk !== null && !finished && isInterrupted(walk, session);
  const target = targets.find((candidate) => candidate.id === walk?.targetId);
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Dropdown value={targetId} options={targets} optionLabel="label" optionValue="id" onChange={(event) => setTargetId(String(event.value))} aria-label="Target state" />
        <Button type="button" size="small" icon="pi pi-play" label="Play path" disabled={busy || targetId === ""} onClick={() => void walker.start(targetId)} />
      </div>
      {walk === null ? (
        <p className={styles.muted}>Resets the run, then takes the shortest path to the chosen state.</p>
      ) : (
        <>
          <WalkSteps walk={walk} />
          <div className={styles.row}>
            <Button type="button" size="small" icon="pi pi-step-forward" label="Next step" disabled={busy || finished || interrupted} onClick={() => void walker.next()} />
            <Button type="button" size="small" outlined icon="pi pi-fast-forward" label="Run to end" disabled={busy || finished || interrupted} onClick={() => void walker.runToEnd(pause)} />
            <Button type="button" size="small" text label="Close" onClick={() => walker.stop()} />
          </div>
          {walk.problem !== null ? <Message severity="warn" text={walk.problem} /> : null}
          {interrupted ? <Message severity="info" text="The run moved without the path: play it again to continue." /> : null}
          {finished && walk.problem === null ? <Message severity="success" text={`Reached ${target?.label ?? walk.targetId}`} /> : null}
        </>
      )}
    </div>
  );
};
