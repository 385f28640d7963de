// Owns: how the three wizards (voucher and promotion, spec 3 §2; benefit, spec 2 §2) name their
// steps in the dialog's header and which step a wizard's snapshot shows: the open step, or the
// last one while it saves or asks the update question.
export const STEP_LABELS = { basic: "Basic", configure: "Configure", advance: "Configuration", configuration: "Configuration" } as const;

export type WizardStepName = keyof typeof STEP_LABELS;

export const stepLabels = (steps: ReadonlyArray<WizardStepName>): ReadonlyArray<string> => steps.map((step) => STEP_LABELS[step]);

/** The step on screen: the one `open` is in, else the last (saving, or asking before saving). */
export const shownStep = <Step extends WizardStepName>(snapshot: { matches(value: { open: NoInfer<Step> }): boolean }, steps: ReadonlyArray<Step>): Step =>
  steps.find((step) => snapshot.matches({ open: step })) ?? (steps[steps.length - 1] as Step);
