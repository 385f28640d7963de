// Owns: asking a catalogue entry's mock actor what a waiting call should get, the way a healthy
// server would answer it. The mock runs on its own with the call's input; its result (or its
// failure) becomes the call's outcome.
// Decision: a thrown Error becomes `{ message }`, the shape the HTTP client reports failures in
// (machines/catalogueEntry.ts `actorFailed`), so the log and the context tree can show it.
import { type AnyActorLogic, createActor, toPromise } from "xstate";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import type { CallOutcome, PendingCall } from "./pendingCalls";

const asData = (error: unknown): unknown => (error instanceof Error ? { message: error.message } : error);

export const mockAnswer = async (entry: CatalogueEntry, call: PendingCall): Promise<CallOutcome> => {
  const logic = (entry.mockActors as Record<string, AnyActorLogic | undefined>)[call.src];
  if (logic === undefined) return { kind: "error", error: { message: `The catalogue has no mock actor for '${call.src}'` } };
  try {
    return { kind: "done", output: await toPromise(createActor(logic, { input: call.input }).start()) };
  } catch (error) {
    return { kind: "error", error: asData(error) };
  }
};
