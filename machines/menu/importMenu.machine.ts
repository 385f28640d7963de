// Owns: the menu import flow (issue 16 item 7; spec 4 §7 `PUT menu-v3/import`): a chosen file is
// read and previewed (a dry run) behind a progress dialog whose Cancel link abandons it; the
// report (accepted and rejected rows, the difference) is reviewed; Apply sends the same file
// with the revision the preview was made on, all or nothing; Start over returns to the upload.
// Decisions where the spec is silent: Apply is offered only for a report without rejected rows
// that changes something; a failed preview or apply shows the server's message (a 409 when the
// menu moved since the preview: preview again); cancelling an apply is not offered (it is one
// short call the server makes all or nothing).
import { assign, setup } from "xstate";
import type { ImportReportView } from "../../domain/menu/menuIoViews";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export interface ImportFile {
  readonly name: string;
  /** The file's bytes, base64. */
  readonly content: string;
}

export type ReadFileInput = { readonly file: File | null };
export type PreviewInput = { readonly file: ImportFile };
export type ApplyInput = { readonly file: ImportFile; readonly rev: number };

export interface ImportContext {
  readonly source: File | null;
  readonly file: ImportFile | null;
  readonly report: ImportReportView | null;
  readonly error: string | null;
}

export type ImportEvent =
  | { readonly type: "import.choose"; readonly file: File | null }
  | { readonly type: "import.cancel" }
  | { readonly type: "import.apply" }
  | { readonly type: "import.reset" };

const fileOf = (context: ImportContext): ImportFile => {
  if (context.file === null) throw new Error("an import needs a file");
  return context.file;
};

export const canApply = (report: ImportReportView | null): boolean =>
  report !== null && !report.applied && report.rejected.length === 0 && report.created + report.updated > 0;

const EMPTY: ImportContext = { source: null, file: null, report: null, error: null };

export const importMenuMachine = setup({
  types: { context: {} as ImportContext, events: {} as ImportEvent },
  actors: {
    readFile: unprovidedActor<ImportFile, ReadFileInput>("readFile"),
    preview: unprovidedActor<ImportReportView, PreviewInput>("preview"),
    apply: unprovidedActor<ImportReportView, ApplyInput>("apply"),
  },
  guards: {
    applicable: ({ context }) => canApply(context.report),
  },
}).createMachine({
  id: "importMenu",
  context: EMPTY,
  initial: "choosing",
  states: {
    choosing: {
      on: { "import.choose": { target: "reading", actions: assign({ source: ({ event }) => event.file, error: null, report: null }) } },
    },
    reading: {
      invoke: {
        id: "readFile",
        src: "readFile",
        input: ({ context }) => ({ file: context.source }),
        onDone: { target: "previewing", actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: "choosing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { "import.cancel": { target: "choosing", actions: assign(EMPTY) } },
    },
    previewing: {
      invoke: {
        id: "preview",
        src: "preview",
        input: ({ context }) => ({ file: fileOf(context) }),
        onDone: { target: "reviewing", actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: "choosing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { "import.cancel": { target: "choosing", actions: assign(EMPTY) } },
    },
    reviewing: {
      on: {
        "import.apply": { target: "applying", guard: "applicable", actions: assign({ error: null }) },
        "import.reset": { target: "choosing", actions: assign(EMPTY) },
      },
    },
    applying: {
      invoke: {
        id: "apply",
        src: "apply",
        input: ({ context }) => ({ file: fileOf(context), rev: context.report?._rev ?? 0 }),
        onDone: { target: "applied", actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: "reviewing", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    applied: {
      on: { "import.reset": { target: "choosing", actions: assign(EMPTY) } },
    },
  },
});
