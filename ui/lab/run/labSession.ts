// Owns: the Lab's record of a run and time travel. Every operation applied to the live run is a
// step of the log, with the frame it produced; returning to a step replays the operations up to
// it on a fresh run (same held calls, fresh LabClock), which reproduces it exactly because every
// answer and every clock move is itself a recorded operation.
// Decisions:
// - Travelling back keeps the later steps in the log, dimmed, so QA can jump forward again; a new
//   operation from a past step discards them.
// - With auto-answer on (the default), every call a user operation leaves waiting is answered by
//   the catalogue's mock, each answer its own step, so in-flight states stay visible in the log.
//   A run that keeps invoking is stopped after AUTO_ANSWER_LIMIT answers.
// - Operations are queued: one finishes (its promises settled) before the next starts.
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import type { LabOperation } from "./labOperation";
import { type LabFrame, type LabInspect, LabRun } from "./labRun";
import { mockAnswer } from "./mockAnswer";

const AUTO_ANSWER_LIMIT = 20;

export interface LabStep {
  /** null for the start of the run. */
  readonly operation: LabOperation | null;
  readonly frame: LabFrame;
}

export interface LabState {
  readonly steps: ReadonlyArray<LabStep>;
  /** The step the live run is at; steps after it are a future that travel left behind. */
  readonly cursor: number;
  readonly busy: boolean;
  readonly autoAnswer: boolean;
  readonly problem: string | null;
}

export const currentFrame = (state: LabState): LabFrame => {
  const step = state.steps[state.cursor];
  if (step === undefined) throw new Error(`No step ${state.cursor} in the Lab log`);
  return step.frame;
};

export class LabSession {
  readonly entry: CatalogueEntry;
  #run: LabRun;
  #state: LabState;
  #queue: Promise<unknown> = Promise.resolve();
  #inspect: LabInspect | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(entry: CatalogueEntry, inspect?: LabInspect) {
    this.entry = entry;
    this.#inspect = inspect;
    this.#run = LabRun.start(entry, inspect);
    this.#state = { steps: [{ operation: null, frame: this.#run.frame() }], cursor: 0, busy: false, autoAnswer: true, problem: null };
  }

  readonly getState = (): LabState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Applies one operation at the cursor; true when it applied. */
  perform(operation: LabOperation, { autoAnswer = this.#state.autoAnswer } = {}): Promise<boolean> {
    return this.#enqueue(async () => {
      await this.#record(operation);
      if (autoAnswer) await this.#answerWithMocks();
      return true;
    });
  }

  travelTo(index: number): Promise<boolean> {
    return this.#enqueue(async () => {
      const target = this.#state.steps[index];
      if (target === undefined) throw new Error(`No step ${index} in the Lab log`);
      const run = LabRun.start(this.entry, this.#inspect);
      for (const { operation } of this.#state.steps.slice(1, index + 1)) if (operation !== null) await run.apply(operation);
      this.#replaceRun(run);
      this.#update({ cursor: index });
      return true;
    });
  }

  reset(): Promise<boolean> {
    return this.#enqueue(async () => {
      const run = LabRun.start(this.entry, this.#inspect);
      this.#replaceRun(run);
      this.#update({ steps: [{ operation: null, frame: run.frame() }], cursor: 0 });
      return true;
    });
  }

  /** Sends later runs' inspection events to `inspect` (or to nobody), starting afresh so the
   *  inspector sees the run from its first step. */
  setInspector(inspect: LabInspect | undefined): Promise<boolean> {
    if (inspect === this.#inspect) return Promise.resolve(true);
    this.#inspect = inspect;
    return this.reset();
  }

  setAutoAnswer(autoAnswer: boolean): void {
    this.#update({ autoAnswer });
  }

  async #record(operation: LabOperation): Promise<void> {
    await this.#run.apply(operation);
    const kept = this.#state.steps.slice(0, this.#state.cursor + 1);
    const steps = [...kept, { operation, frame: this.#run.frame() }];
    this.#update({ steps, cursor: steps.length - 1 });
  }

  async #answerWithMocks(): Promise<void> {
    for (let answered = 0; answered < AUTO_ANSWER_LIMIT; answered += 1) {
      const call = this.#run.frame().calls[0];
      if (call === undefined) return;
      await this.#record({ kind: "answer", callId: call.id, outcome: await mockAnswer(this.entry, call), by: "mock" });
    }
    throw new Error(`Stopped answering after ${AUTO_ANSWER_LIMIT} calls in a row: answer the next one by hand`);
  }

  #replaceRun(run: LabRun): void {
    this.#run.stop();
    this.#run = run;
  }

  #enqueue(work: () => Promise<boolean>): Promise<boolean> {
    const result = this.#queue.then(async () => {
      this.#update({ busy: true, problem: null });
      try {
        return await work();
      } catch (error) {
        this.#update({ problem: error instanceof Error ? error.message : String(error) });
        return false;
      } finally {
        this.#update({ busy: false });
      }
    });
    this.#queue = result;
    return result;
  }

  #update(change: Partial<LabState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
