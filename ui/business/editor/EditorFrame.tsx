// What a document page shows around its form: a spinner until the document first loads, the
// load failure with 'Try again', else the page itself, with a standing notice while a save was
// refused as a conflict (the red toast is brief; the page must say why Save is off until a reload).
import { Message } from "primereact/message";
import type { ReactNode } from "react";
import type { VersionedDocument } from "../../../machines/business/documentEditor.machine";
import { LoadProblem } from "../page/LoadProblem";
import { Loading } from "../page/Loading";
import type { DocumentEditor } from "./useDocumentEditor";

export const CONFLICT_NOTICE = "Someone else changed this record after you opened it. Reload to see the latest version, then make your change again.";

export interface EditorFrameProps<D extends VersionedDocument, C> {
  readonly editor: DocumentEditor<D, C>;
  readonly children: (document: D) => ReactNode;
}

export const EditorFrame = <D extends VersionedDocument, C>({ editor, children }: EditorFrameProps<D, C>) => {
  if (editor.phase === "loadFailed") return <LoadProblem message={editor.loadProblem ?? ""} onRetry={editor.reload} />;
  if (editor.document === null) return <Loading />;
  return (
    <>
      {editor.phase === "conflicted" ? <Message severity="warn" text={CONFLICT_NOTICE} /> : null}
      {children(editor.document)}
    </>
  );
};
