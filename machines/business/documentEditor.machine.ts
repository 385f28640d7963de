// Owns: the load → edit → save flow of one versioned document (a business, its company legal
// info, a restaurant's settings group). Saving sends the revision the document was read at
// (`_rev`, ARCHITECTURE §3); the server answers the stored document with its next revision, or
// 409 when someone else wrote first. The form's values live in the view; this machine holds the
// flow, the loaded document and why a load failed. Toasts are the view's: it provides
// `notifySaved` and `notifyFailed` (spec 1 §8: green success, red error with the server message).
// Decisions where the spec is silent:
// - A 409 leads to `conflicted`: saving stays disabled until the user reloads, because any
//   further save on the stale revision would be refused again; the edits stay on screen until then.
// - Reloading keeps the previous document in context while the new one loads, so the page does
//   not flash empty.
import { assign, setup } from "xstate";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type VersionedDocument = { readonly _rev: number };

export type DocumentEditorInput = { readonly id: string };
export type LoadDocumentInput = { readonly id: string };
export type SaveDocumentInput = { readonly id: string; readonly rev: number; readonly change: unknown };

export type DocumentEditorContext = {
  readonly id: string;
  readonly document: VersionedDocument | null;
  readonly loadProblem: string | null;
};

export type DocumentEditorEvent =
  | { readonly type: "document.save"; readonly change: unknown }
  | { readonly type: "document.reload" };

export const CONFLICT_STATUS = 409;

const isConflictError = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && error.status === CONFLICT_STATUS;

export const documentEditorMachine = setup({
  types: {
    input: {} as DocumentEditorInput,
    context: {} as DocumentEditorContext,
    events: {} as DocumentEditorEvent,
  },
  actors: {
    load: unprovidedActor<VersionedDocument, LoadDocumentInput>("load"),
    save: unprovidedActor<VersionedDocument, SaveDocumentInput>("save"),
  },
  guards: {
    isConflict: ({ event }) => "error" in event && isConflictError(event.error),
  },
  actions: {
    notifySaved: () => undefined,
    notifyFailed: (_, _params: { readonly message: string }) => undefined,
  },
}).createMachine({
  id: "documentEditor",
  context: ({ input }) => ({ id: input.id, document: null, loadProblem: null }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ loadProblem: null }),
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: "editing", actions: assign({ document: ({ event }) => event.output }) },
        onError: { target: "loadFailed", actions: assign({ loadProblem: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: { "document.reload": "loading" },
    },
    editing: {
      on: {
        "document.save": "saving",
        "document.reload": "loading",
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context, event }) => ({
          id: context.id,
          rev: context.document?._rev ?? 0,
          change: event.type === "document.save" ? event.change : undefined,
        }),
        onDone: { target: "editing", actions: [assign({ document: ({ event }) => event.output }), "notifySaved"] },
        onError: [
          {
            guard: "isConflict",
            target: "conflicted",
            actions: { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) },
          },
          { target: "editing", actions: { type: "notifyFailed", params: ({ event }) => ({ message: messageOf(event.error) }) } },
        ],
      },
    },
    conflicted: {
      on: { "document.reload": "loading" },
    },
  },
});
