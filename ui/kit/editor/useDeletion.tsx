// Owns: deleting a record of the business area (spec 1 §2) through the shared confirm-delete-toast
// hook (ui/kit/feedback/useConfirmedDeletion.tsx): the question 'Delete {name}? This cannot be
// undone.', the green 'Action was successful' toast, then `onDeleted`; a failure shows the
// server's message in red. `request` opens the dialog for a record; the page renders `dialog`.
import type { DeletionTarget } from "../../../machines/business/deletion.machine";
import { type ConfirmedDeletion, useConfirmedDeletion } from "../feedback/useConfirmedDeletion";
import { ACTION_SUCCEEDED } from "./useDocumentEditor";

const question = (name: string): string => `Delete ${name}? This cannot be undone.`;

export const useDeletion = (remove: (id: string) => Promise<void>, onDeleted: (target: DeletionTarget) => void): ConfirmedDeletion =>
  useConfirmedDeletion({
    question,
    remove: (target) => remove(target.id),
    deleted: () => ACTION_SUCCEEDED,
    onDeleted,
  });
