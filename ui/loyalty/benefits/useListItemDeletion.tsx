// Owns: deleting a title or a benefit of the programme (spec 2 §2, §4, §8): 'Are you sure to
// delete {name} ?' through the shared confirm-delete-toast hook
// (ui/kit/feedback/useConfirmedDeletion.tsx), whose `remove` writes the list without the item
// at the revision the page holds and puts the answered programme in the area; then the green
// notice ('Title {name} deleted', 'Benefit {name} deleted'), or the server's message in red
// ('Unable to delete title with benefits').
// Decision where the spec is silent: a refusal because the list moved (409) also reads the
// programme again, so the next try works on what is stored.
import { CONFLICT_STATUS } from "../../../machines/business/documentEditor.machine";
import { type ConfirmedDeletion, deleteQuestion, useConfirmedDeletion } from "../../kit/feedback/useConfirmedDeletion";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";

const isConflict = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && error.status === CONFLICT_STATUS;

export const useListItemDeletion = (
  write: (programme: LoyaltyProgramme, id: string) => Promise<LoyaltyProgramme>,
  deleted: (name: string) => string,
): ConfirmedDeletion => {
  const { loyalty } = usePorts();
  const handle = useProgramme();
  return useConfirmedDeletion({
    question: deleteQuestion,
    remove: async (target) => {
      try {
        handle.replace(await write(handle.programme, target.id));
      } catch (error) {
        if (isConflict(error)) {
          const fresh = await loyalty.getProgramme(handle.businessId).catch(() => null);
          if (fresh !== null) handle.replace(fresh);
        }
        throw error;
      }
    },
    deleted: (target) => deleted(target.name),
  });
};
