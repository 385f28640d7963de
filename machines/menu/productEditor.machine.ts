// Owns: the product editor's steps (spec 4 §3 Product; issue 16 items 3 and 11): Details, Variants,
// Add-ons and options, Inventory and taxes, Preview, one on screen at a time. Next and Back move
// one step, the steps header goes to any step, and a Save the rules refuse (`editor.problems`,
// the steps holding a refused field, in order) opens the first of them, so the message is seen.
// Saving itself stays with the dialog's confirmed save (confirmedSave.machine.ts): a product can
// be saved from any step, its other fields keeping their defaults.
import { setup } from "xstate";

export const PRODUCT_STEPS = ["details", "variants", "addOns", "inventory", "preview"] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

export const PRODUCT_STEP_LABELS: Readonly<Record<ProductStep, string>> = {
  details: "Details",
  variants: "Variants",
  addOns: "Add-ons and options",
  inventory: "Inventory and taxes",
  preview: "Preview",
};

export type ProductEditorEvent =
  | { readonly type: "wizard.goto"; readonly step: ProductStep }
  | { readonly type: "wizard.back" }
  | { readonly type: "wizard.next" }
  | { readonly type: "editor.problems"; readonly steps: ReadonlyArray<ProductStep> };

const goTo = (step: ProductStep) => ({
  guard: ({ event }: { readonly event: ProductEditorEvent }) =>
    (event.type === "wizard.goto" && event.step === step) || (event.type === "editor.problems" && event.steps[0] === step),
  target: `#productEditor.${step}`,
});

const jumps = PRODUCT_STEPS.map(goTo);
const anyStep = { "wizard.goto": jumps, "editor.problems": jumps };

export const productEditorMachine = setup({
  types: { events: {} as ProductEditorEvent },
}).createMachine({
  id: "productEditor",
  initial: "details",
  states: {
    details: { on: { ...anyStep, "wizard.next": "variants" } },
    variants: { on: { ...anyStep, "wizard.back": "details", "wizard.next": "addOns" } },
    addOns: { on: { ...anyStep, "wizard.back": "variants", "wizard.next": "inventory" } },
    inventory: { on: { ...anyStep, "wizard.back": "addOns", "wizard.next": "preview" } },
    preview: { on: { ...anyStep, "wizard.back": "inventory" } },
  },
});

/** The step a refused field is on, by the first segment of its dotted path. */
const STEP_OF_FIELD: Readonly<Record<string, ProductStep>> = {
  variants: "variants", variantUsed: "variants", variantCombination: "variants",
  addonGroups: "addOns", addonGroupUsed: "addOns", schedulers: "addOns", schedulerUsed: "addOns", takeaways: "addOns", takeawayUsed: "addOns", printDepartments: "addOns",
  inventoryBindings: "inventory", taxes: "inventory", noSst: "inventory",
};

/** The steps holding the refused fields, in the editor's order (a field of no other step is a detail). */
export const stepsWithProblems = (paths: ReadonlyArray<string>): ReadonlyArray<ProductStep> => {
  const steps = new Set(paths.map((path) => STEP_OF_FIELD[path.split(".")[0] ?? ""] ?? "details"));
  return PRODUCT_STEPS.filter((step) => steps.has(step));
};
