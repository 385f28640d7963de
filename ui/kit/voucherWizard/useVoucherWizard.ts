// Owns: the voucher page's wizard actor (machines/marketing/voucherWizard.machine.ts) with the
// marketing port as its `save` actor and the toasts of spec 3 §8: 'Voucher {name} created' after
// a create, 'Action was successful' after an update (the spec names no update message for
// vouchers), the server's message in red after a failure, and 'Cannot change voucher usage type'
// in red when an edit tries to change the usage type. `onSaved` lets the page list again. The
// feedback rewards page passes the reward texts instead ('Reward {name} created' / 'updated').
import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type SaveVoucherInput, type SavedVoucher, voucherWizardMachine } from "../../../machines/marketing/voucherWizard.machine";
import { ACTION_SUCCEEDED } from "../editor/useDocumentEditor";
import { useToast } from "../feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import type { VoucherInput } from "../../../domain/marketing/voucherInput";
import type { Voucher } from "../../ports/marketingPort";

export interface SavedMessages {
  readonly created: (name: string) => string;
  readonly updated: (name: string) => string;
}

export const VOUCHER_SAVED: SavedMessages = { created: (name) => `Voucher ${name} created`, updated: () => ACTION_SUCCEEDED };
export const REWARD_SAVED: SavedMessages = { created: (name) => `Reward ${name} created`, updated: (name) => `Reward ${name} updated` };

/** `create` replaces the plain voucher create (the loyalty rewards page creates through
 *  POST /membership/member-reward-voucher, spec 2 §7). */
export const useVoucherWizard = (
  businessId: string,
  onSaved: () => void,
  messages: SavedMessages = VOUCHER_SAVED,
  create?: (input: VoucherInput) => Promise<Voucher>,
) => {
  const { marketing } = usePorts();
  const toast = useToast();
  const latest = useRef(onSaved);
  latest.current = onSaved;
  const creating = useRef(create);
  creating.current = create;
  const machine = useMemo(
    () =>
      voucherWizardMachine.provide({
        actors: {
          save: fromPromise<SavedVoucher, SaveVoucherInput>(async ({ input }) => {
            const saved =
              input.editing === null
                ? await (creating.current ?? ((change: VoucherInput) => marketing.createVoucher(businessId, change)))(input.input)
                : await marketing.updateVoucher(businessId, { ...input.editing, change: input.input, updateClaim: input.updateClaim });
            return { id: saved.id, name: saved.name };
          }),
        },
        actions: {
          notifySaved: (_, saved) => {
            toast.success(saved.created ? messages.created(saved.name) : messages.updated(saved.name));
            latest.current();
          },
          notifyFailed: (_, { message }) => toast.error(message),
          notifyUsageLocked: (_, { message }) => toast.error(message),
        },
      }),
    [marketing, businessId, toast, messages],
  );
  return useMachine(machine);
};
