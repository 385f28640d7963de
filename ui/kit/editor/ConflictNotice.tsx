// What stays on screen beside the buttons after a save was refused as a conflict (409): the red
// toast is brief (spec 1 §9), so the page says why Save is off and what to do.
import { Message } from "primereact/message";
import type { EditorPhase } from "./useDocumentEditor";

export const CONFLICT_NOTICE = "Someone else changed this record after you opened it. Reload to see the latest version, then make your change again.";

export const ConflictNotice = ({ phase }: { readonly phase: EditorPhase }) =>
  phase === "conflicted" ? <Message severity="warn" text={CONFLICT_NOTICE} style={{ flex: "1 1 20rem", justifyContent: "flex-start" }} /> : null;
