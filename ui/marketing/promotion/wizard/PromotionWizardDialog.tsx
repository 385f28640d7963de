// The promotion wizard dialog (spec 3 §2 "Promotion wizard"): titled 'Create new promotion' or
// 'Edit promotion', the steps Basic, Configure and Configuration in its header (a click reaches
// a step the machine allows), the step's form, the red banner of the step's messages or of the
// server's refusal (spec 3 §8), then Back and Next (Save on the last step), in the shared wizard
// shell (ui/kit/wizard/WizardDialog.tsx). The Configure step is the voucher wizard's effect
// form, whose product pickers read the menus of `businessId` (ProductCatalogueProvider). The flow
// is the machine's (usePromotionWizard.ts).
// Decision where the spec is silent: the dialog is 600 px wide, as the voucher wizard.
import { type PromotionDraft, WIZARD_STEPS, promotionStepErrors } from "../../../../machines/marketing/promotionDraft";
import type { RestaurantChoice } from "../../../kit/pickers/RestaurantChecklist";
import { WizardDialog, wizardControls } from "../../../kit/wizard/WizardDialog";
import { ProductCatalogueProvider } from "../../../kit/pickers/productCatalogue";
import { EffectForm } from "../../../kit/voucherWizard/effect/EffectForm";
import { promotionWizardTitle } from "../promotionTexts";
import type { PromotionWizard } from "../usePromotionWizard";
import { PromotionAdvanceStep } from "./PromotionAdvanceStep";
import { PromotionBasicStep } from "./PromotionBasicStep";
import { shownStep, stepLabels } from "../../../kit/wizard/wizardSteps";

export interface PromotionWizardDialogProps {
  readonly businessId: string;
  readonly wizard: PromotionWizard;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
}

export const PromotionWizardDialog = ({ businessId, wizard, restaurants }: PromotionWizardDialogProps) => {
  const [snapshot, send] = wizard;
  const { draft, editing, showErrors, problem } = snapshot.context;
  if (draft === null) return null;
  const step = shownStep(snapshot, WIZARD_STEPS);
  const errors = showErrors ? promotionStepErrors(draft, step) : {};
  const onChange = (patch: Partial<PromotionDraft>) => send({ type: "draft.change", patch });
  return (
    <ProductCatalogueProvider businessId={businessId}>
    <WizardDialog
      header={promotionWizardTitle(editing !== null)}
      visible={snapshot.matches("open") || snapshot.matches("saving")}
      steps={stepLabels(WIZARD_STEPS)}
      activeIndex={WIZARD_STEPS.indexOf(step)}
      problem={problem}
      errors={errors}
      last={step === "advance"}
      {...wizardControls(snapshot, send, WIZARD_STEPS)}
    >
      {step === "basic" ? <PromotionBasicStep draft={draft} errors={errors} onChange={onChange} onKind={(kind) => send({ type: "kind.choose", kind })} /> : null}
      {step === "configure" ? <EffectForm draft={draft} errors={errors} onChange={onChange} /> : null}
      {step === "advance" ? <PromotionAdvanceStep draft={draft} errors={errors} onChange={onChange} restaurants={restaurants} /> : null}
    </WizardDialog>
    </ProductCatalogueProvider>
  );
};
