// Owns: the transition log: every step of the run (what was done, the state it led to, the Lab
// clock), the live one marked; clicking a step travels back (or forward) to it. The list keeps
// its newest step in view as the run grows.
import { useEffect, useRef } from "react";
import { stateValueText } from "../inspect/stateValueText";
import { clockText } from "../run/clockText";
import { operationText } from "../run/labOperation";
import type { LabState } from "../run/labSession";
import styles from "./panels.module.css";

export interface TransitionLogProps {
  readonly state: LabState;
  readonly onTravel: (index: number) => void;
}

export const TransitionLog = ({ state, onTravel }: TransitionLogProps) => {
  const list = useRef<HTMLOListElement>(null);
  const newest = state.steps.length;
  useEffect(() => {
    if (list.current !== null) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);
  return (
    <ol ref={list} className={styles.log} aria-label="Transition log">
      {state.steps.map((step, index) => (
        <li key={index}>
          <button
            type="button"
            className={`${styles.step} ${index > state.cursor ? styles.future : ""}`}
            aria-current={index === state.cursor ? "step" : undefined}
            disabled={state.busy}
            onClick={() => onTravel(index)}
          >
            <span className={styles.stepIndex}>#{index}</span>
            <span className={styles.stepWhat}>
              {step.operation === null ? "start" : operationText(step.operation)} →{" "}
              <span className={styles.stepState}>{stateValueText(step.frame.snapshot.value)}</span>
            </span>
            <span className={styles.stepTime}>{clockText(step.frame.time)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
};
