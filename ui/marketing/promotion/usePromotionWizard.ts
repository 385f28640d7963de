// Owns: the promotion page's wizard actor (machines/marketing/promotionWizard.machine.ts) with
// the marketing port as its `save` actor, and the toasts of spec 3 §8: 'Promotion {name}
// created' / 'Promotion {name} updated' in green, the server's message in red. `onSaved` lets
// the page list again.
import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type SavePromotionInput, type SavedPromotion, promotionWizardMachine } from "../../../machines/marketing/promotionWizard.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { promotionCreated, promotionUpdated } from "./promotionTexts";

export const usePromotionWizard = (businessId: string, onSaved: () => void) => {
  const { marketing } = usePorts();
  const toast = useToast();
  const latest = useRef(onSaved);
  latest.current = onSaved;
  const machine = useMemo(
    () =>
      promotionWizardMachine.provide({
        actors: {
          save: fromPromise<SavedPromotion, SavePromotionInput>(async ({ input }) => {
            const saved =
              input.editing === null
                ? await marketing.createPromotion(businessId, input.input)
                : await marketing.updatePromotion(businessId, { ...input.editing, change: input.input });
            return { id: saved.id, name: saved.name };
          }),
        },
        actions: {
          notifySaved: (_, saved) => {
            toast.success(saved.created ? promotionCreated(saved.name) : promotionUpdated(saved.name));
            latest.current();
          },
          notifyFailed: (_, { message }) => toast.error(message),
        },
      }),
    [marketing, businessId, toast],
  );
  return useMachine(machine);
};

export type PromotionWizard = ReturnType<typeof usePromotionWizard>;
