// Owns: a page's run of the document editor machine (machines/business/documentEditor.machine.ts):
// the port's calls become its `load` and `save` actors, its notifications become toasts (green
// 'Action was successful', red with the server's message, spec 1 §8). The page reads the phase,
// the loaded document, and whether Save and Reload are possible right now (`snapshot.can`).
import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import {
  type LoadDocumentInput,
  type SaveDocumentInput, type VersionedDocument, documentEditorMachine } from "../../../machines/business/documentEditor.machine";
import { useToast } from "../feedback/ToastProvider";

export const ACTION_SUCCEEDED = "Action was successful";

const generations = new WeakMap<object, number>();
let lastGeneration = 0;

/** A number of its own for each document object the server answered. */
const generationOf = (document: object): number => {
  const known = generations.get(document);
  if (known !== undefined) return known;
  lastGeneration += 1;
  generations.set(document, lastGeneration);
  return lastGeneration;
};

export interface DocumentCalls<D extends VersionedDocument, C> {
  readonly load: (id: string) => Promise<D>;
  readonly save: (write: { readonly id: string; readonly rev: number; readonly change: C }) => Promise<D>;
}

export type EditorPhase = "loading" | "loadFailed" | "editing" | "saving" | "conflicted";

export interface DocumentEditor<D extends VersionedDocument, C> {
  readonly phase: EditorPhase;
  readonly document: D | null;
  /** Differs for every document received (load, reload, save): a form keyed by it starts again
   * from each one, even when a reload brings back the same revision. */
  readonly generation: number;
  readonly loadProblem: string | null;
  readonly canSave: boolean;
  readonly canReload: boolean;
  readonly save: (change: C) => void;
  readonly reload: () => void;
}

export const useDocumentEditor = <D extends VersionedDocument, C>(id: string, calls: DocumentCalls<D, C>): DocumentEditor<D, C> => {
  const toast = useToast();
  const latest = useRef(calls);
  latest.current = calls;
  const machine = useMemo(
    () =>
      documentEditorMachine.provide({
        actors: {
          load: fromPromise<VersionedDocument, LoadDocumentInput>(({ input }) => latest.current.load(input.id)),
          save: fromPromise<VersionedDocument, SaveDocumentInput>(({ input }) =>
            latest.current.save({ id: input.id, rev: input.rev, change: input.change as C }),
          ),
        },
        actions: {
          notifySaved: () => toast.success(ACTION_SUCCEEDED),
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [toast],
  );
  const [snapshot, send] = useMachine(machine, { input: { id } });
  return {
    phase: snapshot.value,
    document: snapshot.context.document as D | null,
    generation: snapshot.context.document === null ? 0 : generationOf(snapshot.context.document),
    loadProblem: snapshot.context.loadProblem,
    canSave: snapshot.can({ type: "document.save", change: null }),
    canReload: snapshot.can({ type: "document.reload" }),
    save: (change) => send({ type: "document.save", change }),
    reload: () => send({ type: "document.reload" }),
  };
};
