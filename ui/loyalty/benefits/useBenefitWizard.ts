// Owns: the Benefits page's wizard actor (machines/loyalty/benefitWizard.machine.ts) wired to the
// loyalty port: `save` writes the whole benefit list at the revision the page holds and puts the
// answered programme in the area; the notices of spec 2 §8 ('Benefit {name} updated' in green,
// the server's message in red, 'Benefit type cannot be changed' in red when an edit tries to);
// `reloadProgramme` reads the programme again after a 409, keeping the wizard open so Save can
// be pressed again over the fresh version.
import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { creditScale } from "../../../domain/loyalty/creditMultiplier";
import { type SaveBenefitInput, type SavedBenefit, benefitWizardMachine } from "../../../machines/loyalty/benefitWizard.machine";
import { useToast } from "../../kit/feedback/ToastProvider";
import { usePorts } from "../../ports/PortsProvider";
import { useProgramme } from "../entry/ProgrammeContext";
import { benefitsWith } from "./benefitList";
import { benefitUpdated } from "./benefitPageNotices";

export const useBenefitWizard = () => {
  const { loyalty } = usePorts();
  const toast = useToast();
  const handle = useProgramme();
  const latest = useRef(handle);
  latest.current = handle;
  const machine = useMemo(
    () =>
      benefitWizardMachine.provide({
        actors: {
          save: fromPromise<SavedBenefit, SaveBenefitInput>(async ({ input }) => {
            const { businessId, programme, replace } = latest.current;
            const precision = creditScale(programme.creditOneToOne).precision;
            const change = benefitsWith(programme.benefits, input.benefit, precision);
            replace(await loyalty.replaceBenefits({ businessId, rev: programme._rev, change }));
            return { name: input.benefit.name };
          }),
        },
        actions: {
          notifySaved: (_, { name }) => toast.success(benefitUpdated(name)),
          notifyFailed: (_, { message }) => toast.error(message),
          notifyTypeLocked: (_, { message }) => toast.error(message),
          reloadProgramme: () => {
            const { businessId, replace } = latest.current;
            void loyalty.getProgramme(businessId).then((fresh) => fresh !== null && replace(fresh), () => undefined);
          },
        },
      }),
    [loyalty, toast],
  );
  return useMachine(machine);
};
