// Owns: the step moves the three wizards share (voucher and promotion wizards, spec 3 §2; the
// benefit wizard, spec 2 §2), so each machine only states its steps and their rules: Next moves
// on when the step and every step before it validate, otherwise it shows the step's messages; a
// header click (`wizard.goto`) reaches a step when every step before it validates; Back returns
// without checking. A wizard's setup takes `stepGuards(...)` and its own `showErrors` and
// `hideErrors` actions (a refused move shows the step's messages until the next successful one),
// then builds its `open` state's transitions with `nextTo`, `backTo` and `headerClicks`.
type StepEvent = { readonly type: string; readonly step?: string };

/** The guard that Next passes: the step and every step before it validate. */
export const validThrough = <Step extends string>(step: Step) => ({ type: "validThrough", params: { step } }) as const;

/** The `validThrough` and `reaches` guards, from the wizard's own step rules. */
export const stepGuards = <Context, Step extends string>(rules: {
  readonly canReach: (context: Context, step: Step) => boolean;
  readonly isValid: (context: Context, step: Step) => boolean;
}) => ({
  validThrough: ({ context }: { readonly context: Context }, params: { readonly step: Step }) =>
    rules.canReach(context, params.step) && rules.isValid(context, params.step),
  reaches: ({ context, event }: { readonly context: Context; readonly event: StepEvent }, params: { readonly step: Step }) =>
    event.type === "wizard.goto" && event.step === params.step && rules.canReach(context, params.step),
});

/** Next from `step` to `target`, or the step's messages. */
export const nextTo = <Step extends string>(step: Step, target: string) => [
  { guard: validThrough(step), target, actions: "hideErrors" as const },
  { actions: "showErrors" as const },
];

/** Back to `target`, forgetting the messages. */
export const backTo = (target: string) => ({ target, actions: "hideErrors" as const });

/** The header's clicks: each step the draft reaches, in order, or the messages. */
export const headerClicks = <Step extends string>(steps: ReadonlyArray<Step>) => [
  ...steps.map((step) => ({ guard: { type: "reaches", params: { step } } as const, target: `.${step}`, actions: "hideErrors" as const })),
  { actions: "showErrors" as const },
];
