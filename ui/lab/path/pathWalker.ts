// Owns: walking a played path on a Lab session, one step per call: start (a fresh run, checked
// against the path's `xstate.init` step), next (the step's operation, then the comparison with
// the prediction), run to the end with a pause between steps so the diagram can be followed.
// Decisions:
// - Path steps are ordinary Lab operations, so they land in the transition log and time travel
//   works across them; calls are never auto-answered during a walk (the path answers them).
// - A walk is over when it reaches the end, when a step differs from the prediction, or when the
//   run moved without it (any other operation or time travel): `isInterrupted` tells the view.
import type { LabSession, LabState } from "../run/labSession";
import { currentFrame } from "../run/labSession";
import { type PathStep, differenceFrom, operationForStep, shortestPathTo } from "./pathWalk";

export interface WalkState {
  readonly targetId: string;
  readonly steps: ReadonlyArray<PathStep>;
  /** The index of the next step to take; steps before it are done. */
  readonly position: number;
  /** The session's cursor after the walk's last step. */
  readonly cursor: number;
  readonly problem: string | null;
  readonly busy: boolean;
}

export const NO_PATH = "No path from the sample input reaches this state with the catalogue's sample events";

export const isFinished = (walk: WalkState): boolean => walk.problem !== null || walk.position >= walk.steps.length;

export const isInterrupted = (walk: WalkState, session: LabState): boolean =>
  session.cursor !== walk.cursor || session.steps.length !== walk.cursor + 1;

export class PathWalker {
  readonly #session: LabSession;
  #walk: WalkState | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(session: LabSession) {
    this.#session = session;
  }

  readonly getState = (): WalkState | null => this.#walk;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async start(targetId: string): Promise<void> {
    const steps = shortestPathTo(this.#session.entry, targetId);
    this.#set({ targetId, steps: steps ?? [], position: 0, cursor: 0, problem: steps === null ? NO_PATH : null, busy: steps !== null });
    if (steps === null) return;
    await this.#session.reset();
    const start = steps[0];
    const difference = start === undefined ? null : differenceFrom(start.state, currentFrame(this.#session.getState()).snapshot);
    this.#update({ position: 1, cursor: this.#session.getState().cursor, problem: difference && `At the start, ${difference}`, busy: false });
  }

  /** Takes the next step; false when the walk cannot go on. */
  async next(): Promise<boolean> {
    const walk = this.#walk;
    const step = walk?.steps[walk.position];
    if (walk === null || step === undefined || isFinished(walk) || isInterrupted(walk, this.#session.getState())) return false;
    this.#update({ busy: true });
    const operation = operationForStep(step.event, currentFrame(this.#session.getState()));
    const applied = await this.#session.perform(operation, { autoAnswer: false });
    const session = this.#session.getState();
    const difference = applied ? differenceFrom(step.state, currentFrame(session).snapshot) : session.problem;
    const problem = difference === null ? null : `Step ${walk.position} (${step.event.type}): ${difference}`;
    this.#update({ position: walk.position + 1, cursor: session.cursor, problem, busy: false });
    return problem === null;
  }

  async runToEnd(pause: () => Promise<void>): Promise<void> {
    while (await this.next()) {
      const walk = this.#walk;
      if (walk === null || isFinished(walk)) return;
      await pause();
    }
  }

  stop(): void {
    this.#walk = null;
    this.#notify();
  }

  #set(walk: WalkState): void {
    this.#walk = walk;
    this.#notify();
  }

  #update(change: Partial<WalkState>): void {
    if (this.#walk !== null) this.#set({ ...this.#walk, ...change });
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
