// Owns: deleting a title or a benefit of the programme (spec 2 §2, §4, §8): the 'Confirmation'
// dialog asking 'Are you sure to delete {name} ?' with its red Delete button, driven by the
// deletion machine (machines/business/deletion.machine.ts), whose `remove` writes the list
// without the item at the revision the page holds and puts the answered programme in the area;
// then the green notice ('Title {name} deleted', 'Benefit {name} deleted'), or the server's
// message in red ('Unable to delete title with benefits').
// Decision where the spec is silent: a refusal because the list moved (409) also reads the
// programme again, so the next try works on what is stored.
import { useMachine } from "@xstate/react";
import { type ReactNode, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { CONFLICT_STATUS } from "../../../machines/business/documentEditor.machine";
import { type DeletionTarget, deletionMachine } from "../../../machines/business/deletion.machine";
import { ConfirmationDialog } from "../../layout/feedback/ConfirmationDialog";
import { useToast } from "../../layout/feedback/ToastProvider";
import type { LoyaltyProgramme } from "../../ports/loyaltyPort";
import { usePorts } from "../../ports/PortsProvider";
import { deleteQuestion } from "../../marketing/voucher/useVoucherDeletion";
import { useProgramme } from "../entry/ProgrammeContext";

export interface ListItemDeletion {
  readonly request: (target: DeletionTarget) => void;
  readonly dialog: ReactNode;
}

const isConflict = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && error.status === CONFLICT_STATUS;

export const useListItemDeletion = (
  write: (programme: LoyaltyProgramme, id: string) => Promise<LoyaltyProgramme>,
  deleted: (name: string) => string,
): ListItemDeletion => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const handle = useProgramme();
  const latest = useRef({ handle, write });
  latest.current = { handle, write };
  const machine = useMemo(
    () =>
      deletionMachine.provide({
        actors: {
          remove: fromPromise<void, DeletionTarget>(async ({ input }) => {
            const { handle: current, write: remove } = latest.current;
            try {
              current.replace(await remove(current.programme, input.id));
            } catch (error) {
              if (isConflict(error)) {
                const fresh = await loyalty.getProgramme(current.businessId).catch(() => null);
                if (fresh !== null) current.replace(fresh);
              }
              throw error;
            }
          }),
        },
        actions: {
          notifyDeleted: (_, target) => toast.success(deleted(target.name)),
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [loyalty, toast, deleted],
  );
  const [snapshot, send] = useMachine(machine);
  const target = snapshot.context.target;
  return {
    request: (next) => send({ type: "delete.request", target: next }),
    dialog: (
      <ConfirmationDialog
        visible={target !== null}
        message={target === null ? "" : deleteQuestion(target.name)}
        confirmLabel="Delete"
        busy={snapshot.matches("deleting")}
        onConfirm={() => send({ type: "delete.confirm" })}
        onCancel={() => send({ type: "delete.cancel" })}
      />
    ),
  };
};
