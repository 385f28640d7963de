// What a document page shows around its form: a spinner until the document first loads, the
// load failure with 'Try again', else the page itself (kept on screen while it reloads).
import type { ReactNode } from "react";
import type { VersionedDocument } from "../../../machines/business/documentEditor.machine";
import { LoadProblem } from "../page/LoadProblem";
import { Loading } from "../page/Loading";
import type { DocumentEditor } from "./useDocumentEditor";

export interface EditorFrameProps<D extends VersionedDocument, C> {
  readonly editor: DocumentEditor<D, C>;
  readonly children: (document: D) => ReactNode;
}

export const EditorFrame = <D extends VersionedDocument, C>({ editor, children }: EditorFrameProps<D, C>) => {
  if (editor.phase === "loadFailed") return <LoadProblem message={editor.loadProblem ?? ""} onRetry={editor.reload} />;
  if (editor.document === null) return <Loading />;
  return children(editor.document);
};
