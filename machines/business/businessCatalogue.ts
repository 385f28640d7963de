// The business-area machines as the Machine Lab and the model-based test see them: sample input,
// mock actors that answer like a healthy server, and the sample payloads that reach every state,
// including a 409 answer to a save on a stale revision. Sample data only.
import { fromPromise } from "xstate";
import { type ActorErrorEvent, actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type DeletionTarget, deletionMachine } from "./deletion.machine";
import {
  CONFLICT_STATUS,
  type LoadDocumentInput,
  type SaveDocumentInput,
  type VersionedDocument,
  documentEditorMachine,
} from "./documentEditor.machine";
import { type Created, type SubmitInput, submissionMachine } from "./submission.machine";

const SAMPLE_ID = "64b7f0c2a1d3e4f5a6b7c8d9";
const SAMPLE_DOCUMENT = { _rev: 3, name: "Kopi Corner" };

const conflictAnswer: ActorErrorEvent = {
  type: "xstate.error.actor.save",
  error: { message: "This record was changed by someone else. Reload and try again.", status: CONFLICT_STATUS },
};

const documentEditor = catalogueEntry({
  id: "business.documentEditor",
  title: "Versioned document editor",
  description: "Loads a business, company or restaurant settings group, saves it with its _rev; a 409 waits for a reload.",
  machine: documentEditorMachine,
  sampleInput: { id: SAMPLE_ID },
  mockActors: {
    load: fromPromise<VersionedDocument, LoadDocumentInput>(async () => SAMPLE_DOCUMENT),
    save: fromPromise<VersionedDocument, SaveDocumentInput>(async ({ input }) => ({ ...SAMPLE_DOCUMENT, _rev: input.rev + 1 })),
  },
  sampleEvents: [
    { type: "document.save", change: { name: "Kopi Corner Bangsar" } },
    actorDone("load", SAMPLE_DOCUMENT),
    actorFailed("load", "Unauthorized request"),
    actorDone("save", { ...SAMPLE_DOCUMENT, _rev: 4 }),
    actorFailed("save", "Name is required"),
    conflictAnswer,
  ],
});

const submission = catalogueEntry({
  id: "business.submission",
  title: "Creation form submit",
  description: "Creates a business or a restaurant from validated values; a failure returns to the form.",
  machine: submissionMachine,
  sampleInput: undefined,
  mockActors: {
    submit: fromPromise<Created, SubmitInput>(async () => ({ id: SAMPLE_ID })),
  },
  sampleEvents: [
    { type: "form.submit", values: { name: "Kopi Corner" } },
    actorDone("submit", { id: SAMPLE_ID }),
    actorFailed("submit", "Business id not found"),
  ],
});

const SAMPLE_TARGET: DeletionTarget = { id: SAMPLE_ID, name: "Kopi Corner" };

const deletion = catalogueEntry({
  id: "business.deletion",
  title: "Delete with confirmation",
  description: "The 'Confirmation' dialog with a red Delete button, then the delete call.",
  machine: deletionMachine,
  sampleInput: undefined,
  mockActors: {
    remove: fromPromise<void, DeletionTarget>(async () => undefined),
  },
  sampleEvents: [
    { type: "delete.request", target: SAMPLE_TARGET },
    actorDone("remove"),
    actorFailed("remove", "Action failed"),
  ],
});

export const businessCatalogue = [documentEditor, submission, deletion];
