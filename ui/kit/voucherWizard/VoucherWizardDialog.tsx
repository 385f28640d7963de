// The voucher wizard dialog (spec 3 §2): 600 px wide, titled 'Create new {type}' or 'Edit
// {type}', the steps Basic, Configure and Configuration in its header (a click reaches a step
// the machine allows), the step's form, the red banner of the step's messages (spec 3 §8 "form
// errors appear in a red banner in the dialog's error area") or of the server's refusal, then
// Back and Next (Save on the last step), in the shared wizard shell
// (ui/kit/wizard/WizardDialog.tsx). Saving an edit asks the update question first. The flow
// is the wizard machine's (useVoucherWizard.ts); this view draws its snapshot and sends events.
// The product pickers of its steps read the menus of `businessId` (ProductCatalogueProvider).
import { type VoucherDraft, WIZARD_STEPS, stepErrors } from "../../../machines/marketing/voucherDraft";
import type { EffectKind } from "../../../machines/marketing/voucherEffectKind";
import { wizardTitle } from "./voucherTypes";
import type { RestaurantChoice } from "../pickers/RestaurantChecklist";
import { WizardDialog, wizardControls } from "../wizard/WizardDialog";
import { ProductCatalogueProvider } from "../pickers/productCatalogue";
import { AdvanceStep } from "./AdvanceStep";
import { BasicStep } from "./BasicStep";
import { EffectForm } from "./effect/EffectForm";
import { UpdateScopeDialog } from "./UpdateScopeDialog";
import type { useVoucherWizard } from "./useVoucherWizard";
import { shownStep, stepLabels } from "../wizard/wizardSteps";

type Wizard = ReturnType<typeof useVoucherWizard>;

export interface VoucherWizardDialogProps {
  readonly businessId: string;
  readonly wizard: Wizard;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
}

export const VoucherWizardDialog = ({ businessId, wizard, restaurants }: VoucherWizardDialogProps) => {
  const [snapshot, send] = wizard;
  const { draft, editing, showErrors, problem } = snapshot.context;
  if (draft === null) return null;
  const step = shownStep(snapshot, WIZARD_STEPS);
  const errors = showErrors ? stepErrors(draft, step) : {};
  const onChange = (patch: Partial<VoucherDraft>) => send({ type: "draft.change", patch });
  return (
    <ProductCatalogueProvider businessId={businessId}>
      <WizardDialog
        header={wizardTitle(draft.type, editing !== null)}
        visible={snapshot.matches("open") || snapshot.matches("askingScope") || snapshot.matches("saving")}
        steps={stepLabels(WIZARD_STEPS)}
        activeIndex={WIZARD_STEPS.indexOf(step)}
        problem={problem}
        errors={errors}
        last={step === "advance"}
        {...wizardControls(snapshot, send, WIZARD_STEPS)}
      >
        {step === "basic" ? (
          <BasicStep
            draft={draft}
            errors={errors}
            onChange={onChange}
            editing={editing !== null}
            onUsage={(usage) => send({ type: "usage.choose", usage })}
            onEffectKind={(kind: EffectKind) => send({ type: "effect.choose", kind })}
          />
        ) : null}
        {step === "configure" ? <EffectForm draft={draft} errors={errors} onChange={onChange} /> : null}
        {step === "advance" ? <AdvanceStep draft={draft} errors={errors} onChange={onChange} restaurants={restaurants} /> : null}
      </WizardDialog>
      <UpdateScopeDialog
        visible={snapshot.matches("askingScope")}
        onFutureOnly={() => send({ type: "update.futureOnly" })}
        onAll={() => send({ type: "update.all" })}
        onCancel={() => send({ type: "update.cancel" })}
      />
    </ProductCatalogueProvider>
  );
};
