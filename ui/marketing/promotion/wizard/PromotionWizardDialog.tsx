// The promotion wizard dialog (spec 3 §2 "Promotion wizard"): titled 'Create new promotion' or
// 'Edit promotion', the steps Basic, Configure and Configuration in its header (a click reaches
// a step the machine allows), the step's form, the red banner of the step's messages or of the
// server's refusal (spec 3 §8), then Back and Next (Save on the last step). The Configure step
// is the voucher wizard's effect form. The flow is the machine's (usePromotionWizard.ts).
// Decision where the spec is silent: the dialog is 600 px wide, as the voucher wizard.
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Steps } from "primereact/steps";
import { type PromotionDraft, WIZARD_STEPS, type WizardStep, promotionStepErrors } from "../../../../machines/marketing/promotionDraft";
import type { RestaurantChoice } from "../../../shared/pickers/RestaurantChecklist";
import { EffectForm } from "../../wizard/effect/EffectForm";
import wizardStyles from "../../wizard/wizard.module.css";
import { promotionWizardTitle } from "../promotionTexts";
import type { PromotionWizard } from "../usePromotionWizard";
import { PromotionAdvanceStep } from "./PromotionAdvanceStep";
import { PromotionBasicStep } from "./PromotionBasicStep";

const STEP_LABELS: Readonly<Record<WizardStep, string>> = { basic: "Basic", configure: "Configure", advance: "Configuration" };

const currentStep = (snapshot: PromotionWizard[0]): WizardStep =>
  WIZARD_STEPS.find((step) => snapshot.matches({ open: step })) ?? "advance";

const Banner = ({ messages }: { readonly messages: ReadonlyArray<string> }) =>
  messages.length === 0 ? null : (
    <Message
      severity="error"
      className={wizardStyles.banner}
      content={
        <ul className={wizardStyles.bannerList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      }
    />
  );

export interface PromotionWizardDialogProps {
  readonly wizard: PromotionWizard;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
}

export const PromotionWizardDialog = ({ wizard, restaurants }: PromotionWizardDialogProps) => {
  const [snapshot, send] = wizard;
  const { draft, editing, showErrors, problem } = snapshot.context;
  if (draft === null) return null;
  const step = currentStep(snapshot);
  const errors = showErrors ? promotionStepErrors(draft, step) : {};
  const messages = [...new Set([...(problem === null ? [] : [problem]), ...Object.values(errors)])];
  const onChange = (patch: Partial<PromotionDraft>) => send({ type: "draft.change", patch });
  return (
    <Dialog
      header={promotionWizardTitle(editing !== null)}
      visible={snapshot.matches("open") || snapshot.matches("saving")}
      onHide={() => send({ type: "wizard.close" })}
      className={wizardStyles.dialog}
      modal
      draggable={false}
      footer={
        <>
          <Button label="Back" text onClick={() => send({ type: "wizard.back" })} disabled={!snapshot.can({ type: "wizard.back" })} />
          <Button label={step === "advance" ? "Save" : "Next"} onClick={() => send({ type: "wizard.next" })} loading={snapshot.matches("saving")} />
        </>
      }
    >
      <div className={wizardStyles.body}>
        <Steps
          className={wizardStyles.steps}
          model={WIZARD_STEPS.map((name) => ({ label: STEP_LABELS[name] }))}
          activeIndex={WIZARD_STEPS.indexOf(step)}
          readOnly={false}
          onSelect={(event) => {
            const target = WIZARD_STEPS[event.index];
            if (target !== undefined) send({ type: "wizard.goto", step: target });
          }}
        />
        <Banner messages={messages} />
        {step === "basic" ? <PromotionBasicStep draft={draft} errors={errors} onChange={onChange} onKind={(kind) => send({ type: "kind.choose", kind })} /> : null}
        {step === "configure" ? <EffectForm draft={draft} errors={errors} onChange={onChange} /> : null}
        {step === "advance" ? <PromotionAdvanceStep draft={draft} errors={errors} onChange={onChange} restaurants={restaurants} /> : null}
      </div>
    </Dialog>
  );
};
