// Owns: the run's controls: Reset, the Lab clock with "Advance 1 s", "Skip to next delay" (which
// says how far the next `after` timer is) and "Advance" by a typed number of seconds (every timer
// due on the way fires at its time), and whether the catalogue's mocks answer waiting calls.
// Decision: the typed amount starts at 10 s, a step that crosses several ticks of a countdown.
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { InputSwitch } from "primereact/inputswitch";
import { useId, useState } from "react";
import { formatDelay } from "../diagram/transitionLabel";
import { clockText } from "../run/clockText";
import type { LabFrame } from "../run/labRun";
import styles from "./lab.module.css";

const ONE_SECOND_MS = 1000;
const DEFAULT_ADVANCE_SECONDS = 10;

export interface RunToolbarProps {
  readonly frame: LabFrame;
  readonly busy: boolean;
  readonly autoAnswer: boolean;
  readonly onReset: () => void;
  readonly onAdvance: (ms: number) => void;
  readonly onAutoAnswer: (on: boolean) => void;
}

export const RunToolbar = ({ frame, busy, autoAnswer, onReset, onAdvance, onAutoAnswer }: RunToolbarProps) => {
  const switchId = useId();
  const [seconds, setSeconds] = useState<number | null>(DEFAULT_ADVANCE_SECONDS);
  const running = frame.snapshot.status === "active";
  const next = frame.msToNextTimer;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Run controls">
      <Button type="button" size="small" outlined icon="pi pi-refresh" label="Reset" disabled={busy} onClick={onReset} />
      <output className={styles.clock} aria-label="Lab clock">
        {clockText(frame.time)}
      </output>
      <Button type="button" size="small" icon="pi pi-forward" label="Advance 1 s" disabled={busy || !running} onClick={() => onAdvance(ONE_SECOND_MS)} />
      <Button
        type="button"
        size="small"
        icon="pi pi-step-forward"
        label={next === null ? "Skip to next delay" : `Skip to next delay (${formatDelay(next)})`}
        disabled={busy || !running || next === null}
        onClick={() => next !== null && onAdvance(next)}
      />
      <span className={styles.advanceBy}>
        <InputNumber
          value={seconds}
          onValueChange={(event) => setSeconds(event.value ?? null)}
          min={0}
          maxFractionDigits={3}
          suffix=" s"
          size={6}
          aria-label="Seconds to advance"
        />
        <Button
          type="button"
          size="small"
          outlined
          label="Advance"
          disabled={busy || !running || seconds === null || seconds <= 0}
          onClick={() => seconds !== null && onAdvance(Math.round(seconds * ONE_SECOND_MS))}
        />
      </span>
      <span className={styles.switch}>
        <InputSwitch inputId={switchId} checked={autoAnswer} onChange={(event) => onAutoAnswer(event.value)} />
        <label htmlFor={switchId}>Mock actors answer calls</label>
      </span>
    </div>
  );
};
