// Owns: deleting a category or a bundle of the member store: 'Are you sure to delete {name} ?'
// through the shared confirm-delete-toast hook (ui/kit/feedback/useConfirmedDeletion.tsx).
// The deletion is a whole-list write with the revision read; success puts the answered programme
// in the area and says the given notice; a failure says the server's message in red and reads
// the programme again, so a list someone else changed (409) is shown as it is now.
import type { DeletionTarget } from "../../../machines/business/deletion.machine";
import { type ConfirmedDeletion, deleteQuestion, useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { useProgrammeHandle } from "../entry/ProgrammeContext";

export const useStoreDeletion = (remove: (target: DeletionTarget, rev: number) => Promise<LoyaltyProgramme>, notice: string): ConfirmedDeletion => {
  const handle = useProgrammeHandle();
  return useConfirmedDeletion({
    question: deleteQuestion,
    remove: async (target) => handle.replace(await remove(target, handle.programme?._rev ?? 0)),
    deleted: () => notice,
    onFailed: () => handle.reload(),
  });
};
