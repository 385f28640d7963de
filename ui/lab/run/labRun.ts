// Owns: one live run of a catalogued machine in the Lab: an actor on a LabClock whose actors are
// held calls (pendingCalls.ts), driven one LabOperation at a time. Starting is synchronous (invocations begin synchronously); after each operation the run
// waits one macrotask, so the promise of an answered call has settled into the machine.
// Decisions:
// - An operation that cannot apply (an answer for a call nobody is waiting for, an event sent to
//   a run that has ended) throws LabOperationError and changes nothing.
// - A machine that throws ends the run with status "error"; the error stays on its snapshot
//   instead of escaping as an unhandled error.
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type InspectionEvent } from "xstate";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { LabClock } from "./labClock";
import type { LabOperation } from "./labOperation";
import { type PendingCall, type PendingCalls, pendingCalls } from "./pendingCalls";

class LabOperationError extends Error {}

export interface LabFrame {
  readonly snapshot: AnyMachineSnapshot;
  /** Milliseconds on the Lab clock since the run started. */
  readonly time: number;
  readonly msToNextTimer: number | null;
  readonly calls: ReadonlyArray<PendingCall>;
}

/** Receives the run's inspection events (the bridge to an external inspector). */
export type LabInspect = (event: InspectionEvent) => void;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class LabRun {
  readonly #clock = new LabClock();
  readonly #calls: PendingCalls;
  readonly #actor: AnyActorRef;

  private constructor(entry: CatalogueEntry, inspect: LabInspect | undefined) {
    this.#calls = pendingCalls(Object.keys(entry.mockActors));
    const machine = entry.machine.provide({ actors: this.#calls.actors });
    this.#actor = createActor(machine, { input: entry.sampleInput, clock: this.#clock, ...(inspect === undefined ? {} : { inspect }) });
    this.#actor.subscribe({ error: () => undefined });
  }

  /** Starts a fresh run; the calls invoked on entry are waiting as soon as this returns. */
  static start(entry: CatalogueEntry, inspect?: LabInspect): LabRun {
    const run = new LabRun(entry, inspect);
    run.#actor.start();
    return run;
  }

  frame(): LabFrame {
    return {
      snapshot: this.#actor.getSnapshot() as AnyMachineSnapshot,
      time: this.#clock.now(),
      msToNextTimer: this.#clock.msToNextTimer(),
      calls: this.#calls.list(),
    };
  }

  async apply(operation: LabOperation): Promise<void> {
    switch (operation.kind) {
      case "send":
        if (this.frame().snapshot.status !== "active") throw new LabOperationError("The run has ended: reset it to send events");
        this.#actor.send(operation.event);
        break;
      case "advance":
        this.#clock.advance(operation.ms);
        break;
      case "answer":
        if (!this.#calls.answer(operation.callId, operation.outcome)) {
          throw new LabOperationError(`No call '${operation.callId}' is waiting for an answer`);
        }
        break;
      default: {
        const unknown: never = operation;
        throw new LabOperationError(`Unknown operation ${JSON.stringify(unknown)}`);
      }
    }
    await nextTurn();
  }

  stop(): void {
    this.#actor.stop();
  }
}
