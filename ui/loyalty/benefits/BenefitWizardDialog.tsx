// The benefit wizard dialog (spec 2 §2 Benefit wizard): 600 px wide, titled 'New benefit' or
// 'Edit benefit', the steps of the draft's type in its header (Basic, Configure for basic
// benefits only, Configuration; a click reaches a step the machine allows), the step's form,
// the red banner of the step's messages or of the server's refusal (spec 2 §8), then Back and
// Next (Save on the last step), in the shared wizard shell (ui/kit/wizard/WizardDialog.tsx).
// The flow is the wizard machine's (useBenefitWizard.ts); this view draws its snapshot and sends
// events.
import { BENEFIT_STEPS, benefitStepErrors, stepsOf } from "../../../machines/loyalty/benefitDraft";
import { WizardDialog, wizardControls } from "../../kit/wizard/WizardDialog";
import { BenefitBasicStep } from "./BenefitBasicStep";
import { BenefitConfigurationStep, type Choice } from "./BenefitConfigurationStep";
import { BenefitConfigureStep } from "./BenefitConfigureStep";
import type { useBenefitWizard } from "./useBenefitWizard";
import type { DraftPatch } from "./wizardStepProps";
import { shownStep, stepLabels } from "../../kit/wizard/wizardSteps";

type Wizard = ReturnType<typeof useBenefitWizard>;

export interface BenefitWizardDialogProps {
  readonly wizard: Wizard;
  readonly titles: ReadonlyArray<Choice>;
  readonly restaurants: ReadonlyArray<Choice>;
  readonly vouchers: ReadonlyArray<Choice>;
  readonly timeZone: string;
}

export const BenefitWizardDialog = ({ wizard, titles, restaurants, vouchers, timeZone }: BenefitWizardDialogProps) => {
  const [snapshot, send] = wizard;
  const { draft, editing, limits, showErrors, problem } = snapshot.context;
  if (draft === null) return null;
  const step = shownStep(snapshot, BENEFIT_STEPS);
  const steps = stepsOf(draft.type);
  const errors = showErrors ? benefitStepErrors(draft, limits, step) : {};
  const onChange = (patch: DraftPatch) => send({ type: "draft.change", patch });
  return (
    <WizardDialog
      header={editing === null ? "New benefit" : "Edit benefit"}
      visible
      steps={stepLabels(steps)}
      activeIndex={steps.indexOf(step)}
      problem={problem}
      errors={errors}
      last={step === "configuration"}
      {...wizardControls(snapshot, send, steps)}
    >
      {step === "basic" ? (
        <BenefitBasicStep draft={draft} errors={errors} onChange={onChange} editing={editing !== null} onType={(benefitType) => send({ type: "type.choose", benefitType })} />
      ) : null}
      {step === "configure" ? <BenefitConfigureStep draft={draft} errors={errors} onChange={onChange} /> : null}
      {step === "configuration" ? (
        <BenefitConfigurationStep
          draft={draft}
          errors={errors}
          onChange={onChange}
          titles={titles}
          restaurants={restaurants}
          vouchers={vouchers}
          timeZone={timeZone}
          showErrors={showErrors}
          onUnlock={(unlock) => send({ type: "unlock.choose", unlock })}
          onTrigger={(edit) => send({ type: "trigger.change", edit })}
        />
      ) : null}
    </WizardDialog>
  );
};
